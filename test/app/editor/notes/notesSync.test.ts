import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../../src/app/api/apiClient'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { removeElements } from '../../../../src/app/editor/commands/groups/removeElements'
import { renameGroup } from '../../../../src/app/editor/commands/groups/renameGroup'
import { addNote } from '../../../../src/app/editor/commands/notes/addNote'
import { updateNote } from '../../../../src/app/editor/commands/notes/updateNote'
import { toFlowDocument } from '../../../../src/app/editor/document/flowDocument'
import { createNotesSync } from '../../../../src/app/editor/notes/notesSync'
import { draftStorage } from '../../../../src/app/editor/saving/draftStorage'
import { createSaveQueue } from '../../../../src/app/editor/saving/saveQueue'
import { createEditorStore } from '../../../../src/app/editor/store/editorStore'
import type { Bot } from '../../../../src/shared/bot/bot'
import type { CanvasNote } from '../../../../src/shared/notes/botNote'
import { createBot } from '../../../support/apiFixtures'
import { textBlock } from '../../../support/sampleBots'
import { startTestServer, type TestServer } from '../../../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

/** The editor of `bot` with its notes, saving the bot and the notes over the real API; `sent` holds every bot PATCH body. */
function openEditor(bot: Bot, notes: CanvasNote[] = []) {
  const client = createApiClient(() => ({ builderUrl: `${server.baseUrl}/api`, token: server.owner.token }))
  const sent: Record<string, unknown>[] = []
  const store = createEditorStore({ env: { botId: bot.id, workspaceId: bot.workspaceId, readOnly: false }, server: { doc: toFlowDocument(bot), updatedAt: bot.updatedAt }, notes })
  const queue = createSaveQueue({
    store,
    storage: draftStorage,
    delayMs: 20,
    api: { update: (input) => (sent.push(input.bot), client.bots.update(input)), get: (input) => client.bots.get(input) },
  })
  const sync = createNotesSync({ store, stored: notes, delayMs: 20, api: { create: (i) => client.notes.create(i), update: (i) => client.notes.update(i), delete: (i) => client.notes.delete(i) } })
  stops.push(queue.start(), sync.start())
  return { state: () => store.getState(), sent, sync }
}

const notesOnService = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}/notes`)).body.notes as CanvasNote[]
const botWithGroup = () => createBot(server, { groups: [{ id: 'g1', title: 'Hello', graphCoordinates: { x: 0, y: 0 }, blocks: [textBlock('t1', 'Hi')] }] })

describe('notes in the editor', () => {
  it('saves a new note, its text, colour, size and position to the notes routes, never in the bot', async () => {
    const bot = await botWithGroup()
    const { state, sent, sync } = openEditor(bot)
    state().commit('Add note', (doc) => addNote(doc, { at: { x: 100, y: 100 }, id: 'n1' }))
    state().commit('Edit note', (doc) => updateNote(doc, { noteId: 'n1', changes: { content: 'Check **this**', color: 'blue', width: 320 } }))
    state().commit('Move', (doc) => moveNodes(doc, { positions: { n1: { x: 7, y: 8 }, g1: { x: 50, y: 60 } } }))
    await waitFor(() => expect(sync.isSynced()).toBe(true))
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    expect(await notesOnService(bot.id)).toEqual([expect.objectContaining({ id: 'n1', content: 'Check **this**', color: 'blue', width: 320, height: 160, graphCoordinates: { x: 7, y: 8 } })])
    expect(sent.every((body) => !('notes' in body))).toBe(true)
    const stored = (await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot
    expect(stored.groups[0].graphCoordinates).toEqual({ x: 50, y: 60 })
    expect(stored).not.toHaveProperty('notes')
  })

  it('undo and redo of note edits reach the service like any edit', async () => {
    const bot = await botWithGroup()
    const note: CanvasNote = { id: 'kept', content: 'Original', color: 'yellow', graphCoordinates: { x: 0, y: 0 }, width: 200, height: 120 }
    await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note })
    const { state, sync } = openEditor(bot, [note])
    state().commit('Edit note', (doc) => updateNote(doc, { noteId: 'kept', changes: { content: 'Changed' } }))
    state().commit('Delete', (doc) => removeElements(doc, { noteIds: ['kept'] }))
    await waitFor(() => expect(sync.isSynced()).toBe(true))
    expect(await notesOnService(bot.id)).toEqual([])
    state().undo()
    await waitFor(() => expect(sync.isSynced()).toBe(true))
    expect(await notesOnService(bot.id)).toEqual([expect.objectContaining({ id: 'kept', content: 'Changed' })])
    state().undo()
    await waitFor(() => expect(sync.isSynced()).toBe(true))
    expect((await notesOnService(bot.id))[0].content).toBe('Original')
    state().redo()
    state().redo()
    await waitFor(() => expect(sync.isSynced()).toBe(true))
    expect(await notesOnService(bot.id)).toEqual([])
  })

  it('keeps the notes when a newer version of the bot is adopted, and a bot edit is one step apart from a note edit', async () => {
    const bot = await botWithGroup()
    const { state } = openEditor(bot)
    state().commit('Add note', (doc) => addNote(doc, { at: { x: 0, y: 0 }, id: 'n2' }))
    state().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title: 'Renamed' }))
    state().undo()
    expect(state().doc.groups[0].title).toBe('Hello')
    expect(state().doc.notes?.map((n) => n.id)).toEqual(['n2'])
    await waitFor(() => expect(state().saveStatus).toBe('saved'))
    state().adopt({ doc: toFlowDocument(bot), updatedAt: new Date().toISOString() })
    expect(state().doc.notes?.map((n) => n.id)).toEqual(['n2'])
  })
})
