import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readNotes, writeNotes } from '../../src/shared/notes/notesInYjs'
import type { CanvasNote } from '../../src/shared/notes/botNote'
import { createBot } from '../support/apiFixtures'
import { connectCollabClient, type CollabClient } from '../support/collabClient'
import { linearBot, textBlock } from '../support/sampleBots'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
const clients: CollabClient[] = []
const connect = (botId: string, actor: { token: string }) => {
  const client = connectCollabClient(server.baseUrl, botId, actor.token)
  clients.push(client)
  return client
}
const synced = (client: CollabClient) => expect.poll(() => client.provider.state.status).toBe('synced')
const listed = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}/notes`)).body.notes as CanvasNote[]

beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
})
afterAll(async () => {
  clients.forEach((client) => client.close())
  await server.close()
})

const fields = { color: 'yellow', graphCoordinates: { x: 0, y: 0 }, width: 240, height: 160 } as const

describe('notes in a live session', () => {
  it('opens with the stored notes; a note written live reaches the other editor and the notes table', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note: { id: 'stored', content: 'From before', ...fields } })
    const [ana, bo] = [connect(bot.id, server.owner), connect(bot.id, member)]
    await Promise.all([synced(ana), synced(bo)])
    await expect.poll(() => readNotes(ana.doc).map((n) => n.content)).toEqual(['From before'])

    writeNotes(ana.doc, readNotes(ana.doc), [...readNotes(ana.doc), { id: 'live', content: 'Typed **live**', ...fields, color: 'pink' }], 'local')
    await expect.poll(() => readNotes(bo.doc).map((n) => n.id)).toEqual(['live', 'stored'])
    await expect.poll(async () => (await listed(bot.id)).map((n) => [n.id, n.content])).toEqual([['stored', 'From before'], ['live', 'Typed **live**']])
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot).not.toHaveProperty('notes')
  })

  it('keeps a note written live when a save sent just before, with what it was then, creates it through REST', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const ana = connect(bot.id, server.owner)
    await synced(ana)
    writeNotes(ana.doc, [], [{ id: 'n1', content: 'Typed **live**', ...fields }], 'local')
    // The editor's REST save of the new, still empty note was on its way when the live session took
    // over; it lands before the live note is written back to the table (within 0.7 s).
    expect((await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note: { id: 'n1', content: '', ...fields } })).status).toBe(200)
    await expect.poll(async () => (await listed(bot.id)).map((n) => n.content)).toEqual(['Typed **live**'])
    expect(readNotes(ana.doc).map((n) => n.content)).toEqual(['Typed **live**'])
  })

  it('shows a note added, changed or removed through REST to the open editors', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const ana = connect(bot.id, server.owner)
    await synced(ana)
    // A live note not yet written back to the table is kept when a REST write arrives meanwhile.
    writeNotes(ana.doc, [], [{ id: 'live', content: 'Live', ...fields }], 'local')
    await server.as(member).post(`/v1/bots/${bot.id}/notes`, { note: { id: 'rest', content: 'Via REST', ...fields } })
    await expect.poll(() => readNotes(ana.doc).map((n) => n.content)).toEqual(['Live', 'Via REST'])
    writeNotes(ana.doc, readNotes(ana.doc), readNotes(ana.doc).filter((n) => n.id !== 'live'), 'local')
    await server.as(member).patch(`/v1/bots/${bot.id}/notes/rest`, { note: { color: 'green' } })
    await expect.poll(() => readNotes(ana.doc)[0]?.color).toBe('green')
    await server.as(member).delete(`/v1/bots/${bot.id}/notes/rest`)
    await expect.poll(() => readNotes(ana.doc)).toEqual([])
  })

  it("refuses a guest's note written live: nothing reaches the table", async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const watcher = connect(bot.id, guest)
    await synced(watcher)
    writeNotes(watcher.doc, [], [{ id: 'sneaky', content: 'Guest', ...fields }], 'local')
    await expect.poll(() => watcher.provider.state.refused).not.toBeNull()
    expect(await listed(bot.id)).toEqual([])
  })
})
