import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createCollabSession } from '../../../../src/app/editor/collab/collabSession'
import { bindSharedDocument } from '../../../../src/app/editor/collab/sharedDocumentBinding'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { addNote } from '../../../../src/app/editor/commands/notes/addNote'
import { updateNote } from '../../../../src/app/editor/commands/notes/updateNote'
import { toFlowDocument } from '../../../../src/app/editor/document/flowDocument'
import { createEditorStore } from '../../../../src/app/editor/store/editorStore'
import { applyBotChange } from '../../../../src/shared/collab/applyBotChange'
import { readNotes } from '../../../../src/shared/notes/notesInYjs'

const flow = { events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 } }], groups: [], edges: [], variables: [] }
const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** An editor bound to a live session of the bot (not connected: the test carries its updates). */
function liveEditor() {
  const session = createCollabSession({ botId: 'b1', apiUrl: 'http://127.0.0.1:9/api', persist: false })
  applyBotChange(session.doc, {}, { ...flow, theme: {}, settings: {} } as never, 'seed')
  const server = { doc: toFlowDocument(flow as never), updatedAt: new Date().toISOString() }
  const store = createEditorStore({ env: { botId: 'b1', workspaceId: 'w1', readOnly: false }, server, notes: [] })
  cleanups.push(bindSharedDocument(store, session, server.doc), () => session.destroy())
  return { state: () => store.getState(), doc: session.doc }
}

/** Two people's editors, their shared documents joined as the live socket joins them. */
function twoLiveEditors() {
  const [a, b] = [liveEditor(), liveEditor()]
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc), 'sync')
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc), 'sync')
  a.doc.on('update', (update: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(b.doc, update, 'sync'))
  b.doc.on('update', (update: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(a.doc, update, 'sync'))
  return { a, b }
}

describe('notes while editing live', () => {
  it('a note added, written and resized by one appears at the other, in the shared document', () => {
    const { a, b } = twoLiveEditors()
    a.state().commit('Add note', (doc) => addNote(doc, { at: { x: 0, y: 0 }, id: 'n1' }))
    a.state().commit('Edit note', (doc) => updateNote(doc, { noteId: 'n1', changes: { content: 'Hello **team**', width: 400 } }))
    expect(b.state().doc.notes).toEqual([expect.objectContaining({ id: 'n1', content: 'Hello **team**', width: 400 })])
    expect(readNotes(a.doc)).toEqual(a.state().doc.notes)
  })

  it("undo takes back one's own note changes only, and the others see it", () => {
    const { a, b } = twoLiveEditors()
    a.state().commit('Add note', (doc) => addNote(doc, { at: { x: 0, y: 0 }, id: 'mine' }))
    b.state().commit('Add note', (doc) => addNote(doc, { at: { x: 500, y: 0 }, id: 'theirs' }))
    a.state().beginGesture('Move')
    a.state().updateGesture((doc) => moveNodes(doc, { positions: { mine: { x: 40, y: 50 } } }))
    a.state().endGesture()
    expect(b.state().doc.notes?.find((n) => n.id === 'mine')?.graphCoordinates).toEqual({ x: 40, y: 50 })
    a.state().undo()
    expect(b.state().doc.notes?.find((n) => n.id === 'mine')?.graphCoordinates).not.toEqual({ x: 40, y: 50 })
    a.state().undo()
    expect(a.state().doc.notes?.map((n) => n.id)).toEqual(['theirs'])
    expect(b.state().doc.notes?.map((n) => n.id)).toEqual(['theirs'])
    a.state().redo()
    expect(b.state().doc.notes?.map((n) => n.id).sort()).toEqual(['mine', 'theirs'])
  })
})
