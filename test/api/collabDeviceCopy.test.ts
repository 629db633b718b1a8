import 'fake-indexeddb/auto'
import WebSocket from 'ws'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCollabSession } from '@/app/editor/collab/collabSession'
import { createBotDocReader } from '@/shared/collab/botDocReader'
import { createBot } from '../support/apiFixtures'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  // The browser's WebSocket, as Node 20 has none (`ws` takes the same subprotocol list); IndexedDB is fake-indexeddb's.
  vi.stubGlobal('WebSocket', WebSocket)
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await server?.close()
})

describe("the editor's copy of a bot on this device", () => {
  it("holds the service's whole document after the first sync, as the next visit reads it", async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Kept on this device')]))
    const session = createCollabSession({ botId: bot.id, apiUrl: `${server.baseUrl}/api`, token: server.owner.token })
    session.start()
    await expect.poll(() => session.provider.state.status, { timeout: 10_000 }).toBe('synced')
    expect(session.reader.read().groups.map((g) => g.title)).toEqual(['Main'])
    session.destroy()

    const nextVisit = new Y.Doc()
    await new IndexeddbPersistence(`bb.collab.${bot.id}`, nextVisit).whenSynced
    const copy = createBotDocReader(nextVisit).read()
    expect(copy.groups.flatMap((g) => g.blocks.map((b) => b.id))).toEqual(['b1'])
    expect(copy.groups[0].blocks[0]).toMatchObject({ content: { richText: [{ children: [{ text: 'Kept on this device' }] }] } })
  })
})
