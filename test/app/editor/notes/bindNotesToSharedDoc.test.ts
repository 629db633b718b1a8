import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { addNote } from '../../../../src/app/editor/commands/notes/addNote'
import { updateNote } from '../../../../src/app/editor/commands/notes/updateNote'
import { toFlowDocument } from '../../../../src/app/editor/document/flowDocument'
import { bindNotesToSharedDoc } from '../../../../src/app/editor/notes/bindNotesToSharedDoc'
import { createEditorStore } from '../../../../src/app/editor/store/editorStore'

const flow = { events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 } }], groups: [], edges: [], variables: [] }
const editor = () => createEditorStore({ env: { botId: 'b1', workspaceId: 'w1', readOnly: false }, server: { doc: toFlowDocument(flow as never), updatedAt: new Date().toISOString() }, notes: [] })

const unbinds: (() => void)[] = []
afterEach(() => unbinds.splice(0).forEach((unbind) => unbind()))

/** Two people's editors of one bot, their shared documents joined as the live session joins them. */
function twoEditors() {
  const [docA, docB] = [new Y.Doc(), new Y.Doc()]
  docA.on('update', (update: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(docB, update, 'sync'))
  docB.on('update', (update: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(docA, update, 'sync'))
  const [a, b] = [editor(), editor()]
  unbinds.push(bindNotesToSharedDoc(a, docA), bindNotesToSharedDoc(b, docB))
  return { a: () => a.getState(), b: () => b.getState() }
}

describe('notes shared live between two editors', () => {
  it('a note added, written and moved by one appears at the other, outside the other’s history', () => {
    const { a, b } = twoEditors()
    a().commit('Add note', (doc) => addNote(doc, { at: { x: 200, y: 100 }, id: 'n1' }))
    a().commit('Edit note', (doc) => updateNote(doc, { noteId: 'n1', changes: { content: 'Hello **team**', color: 'pink' } }))
    a().beginGesture('Move')
    a().updateGesture((doc) => moveNodes(doc, { positions: { n1: { x: 5, y: 6 } } }))
    // The others see a drag while it happens.
    expect(b().doc.notes?.[0].graphCoordinates).toEqual({ x: 5, y: 6 })
    a().endGesture()
    expect(b().doc.notes).toEqual(a().doc.notes)
    expect(b().doc.notes?.[0]).toMatchObject({ content: 'Hello **team**', color: 'pink' })
    expect(b().past).toEqual([])
  })

  it('an undo by one reaches the other; edits of different notes by both are all kept', () => {
    const { a, b } = twoEditors()
    a().commit('Add note', (doc) => addNote(doc, { at: { x: 0, y: 0 }, id: 'na' }))
    b().commit('Add note', (doc) => addNote(doc, { at: { x: 400, y: 0 }, id: 'nb' }))
    expect(a().doc.notes?.map((n) => n.id)).toEqual(['na', 'nb'])
    b().commit('Edit note', (doc) => updateNote(doc, { noteId: 'nb', changes: { content: 'From B' } }))
    b().undo()
    b().undo()
    expect(a().doc.notes?.map((n) => n.id)).toEqual(['na'])
    expect(b().doc.notes?.map((n) => n.id)).toEqual(['na'])
  })
})
