import { act, renderHook, waitFor } from '@testing-library/react'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { botKeys } from '@/app/bot/api/botKeys'
import { useLiveEditing } from '@/app/editor/collab/useLiveEditing'
import type { Bot } from '@/shared/bot/bot'
import { renameGroup } from '@/app/editor/commands/groups/renameGroup'
import { toFlowDocument } from '@/app/editor/document/flowDocument'
import { createEditorStore } from '@/app/editor/store/editorStore'
import { createBot } from '../../../support/apiFixtures'
import { linearBot, textBlock } from '../../../support/sampleBots'
import { startTestServer, type TestServer } from '../../../support/testServer'
import { connectTo, providersWith, testQueryClient } from '../../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  connectTo(server.baseUrl, server.owner.token)
  // Node's WebSocket (jsdom's does not reach the service's socket); `ws` takes the same subprotocol list.
  vi.stubGlobal('WebSocket', WebSocket)
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await server?.close()
})

describe('going live on a bot edited while the editor connected', () => {
  it('binds once, shows those edits to the other panels, and each undo takes back one of them, in the shared document too', async () => {
    const bot = await createBot(server, linearBot([textBlock('b1', 'Hi')]))
    const store = createEditorStore({ env: { botId: bot.id, workspaceId: server.workspaceId, readOnly: false }, server: { doc: toFlowDocument(bot), updatedAt: bot.updatedAt }, notes: [] })
    const queryClient = testQueryClient()
    queryClient.setQueryData(botKeys.detail(bot.id), { bot, currentUserMode: 'write' as const })
    const { result, unmount } = renderHook(() => useLiveEditing(store), { wrapper: providersWith(queryClient) })
    // Made while the socket is still opening: merged in when the editor binds.
    for (const title of ['First', 'Second']) store.getState().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title }))
    await waitFor(() => expect(result.current.mode).toBe('live'), { timeout: 10_000 })
    const shared = () => result.current.session!.reader.read().groups[0].title
    expect(shared()).toBe('Second')
    // The other panels (the version comparison, the publish badge) read the bot from the query cache.
    expect(queryClient.getQueryData<{ bot: Bot }>(botKeys.detail(bot.id))!.bot.groups[0].title).toBe('Second')
    act(() => store.getState().undo())
    expect([store.getState().doc.groups[0].title, shared()]).toEqual(['First', 'First'])
    act(() => store.getState().undo())
    expect([store.getState().doc.groups[0].title, shared()]).toEqual(['Main', 'Main'])
    unmount()
  })
})
