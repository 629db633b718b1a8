import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { newBotVersion } from '@/shared/bot/bot'
import { defaultSettings } from '@/shared/bot/settings'
import { defaultTheme } from '@/shared/bot/theme'
import { applyBotChange } from '@/shared/collab/applyBotChange'
import { createCollabSession } from '@/app/editor/collab/collabSession'
import { bindSharedDocument } from '@/app/editor/collab/sharedDocumentBinding'
import { moveNodes } from '@/app/editor/commands/groups/moveNodes'
import { renameGroup } from '@/app/editor/commands/groups/renameGroup'
import { toFlowDocument } from '@/app/editor/document/flowDocument'
import { createEditorStore } from '@/app/editor/store/editorStore'
import { readNotes } from '@/shared/notes/notesInYjs'
import { createBotDocReader } from '@/shared/collab/botDocReader'

const seed = {
  events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 } }],
  groups: [
    { id: 'g1', title: 'One', graphCoordinates: { x: 0, y: 100 }, blocks: [] },
    { id: 'g2', title: 'Two', graphCoordinates: { x: 300, y: 100 }, blocks: [] },
  ],
  edges: [],
  variables: [],
  theme: defaultTheme(newBotVersion),
  settings: structuredClone(defaultSettings),
}

/** Two editors of one bot whose documents reach each other at once (what the socket does, without one). */
function twoEditors() {
  const origin = new Y.Doc()
  applyBotChange(origin, {}, seed)
  const editors = [0, 1].map(() => {
    const session = createCollabSession({ botId: 'bot', apiUrl: 'http://127.0.0.1:1/api', persist: false })
    Y.applyUpdate(session.doc, Y.encodeStateAsUpdate(origin))
    const store = createEditorStore({ env: { botId: 'bot', workspaceId: 'w', readOnly: false }, server: { doc: toFlowDocument(seed), updatedAt: new Date().toISOString() } })
    bindSharedDocument(store, session, store.getState().doc)
    return { session, store, titles: () => store.getState().doc.groups.map((g) => g.title), x: (id: string) => store.getState().doc.groups.find((g) => g.id === id)!.graphCoordinates.x }
  })
  const [a, b] = editors
  a.session.doc.on('update', (update: Uint8Array, from: unknown) => from !== 'peer' && Y.applyUpdate(b.session.doc, update, 'peer'))
  b.session.doc.on('update', (update: Uint8Array, from: unknown) => from !== 'peer' && Y.applyUpdate(a.session.doc, update, 'peer'))
  return editors
}

describe('the editor store bound to the shared document', () => {
  it('keeps the objects the canvas drew when it goes live on an equal shared document (nothing re-renders)', () => {
    const origin = new Y.Doc()
    applyBotChange(origin, {}, seed)
    const session = createCollabSession({ botId: 'bot', apiUrl: 'http://127.0.0.1:1/api', persist: false })
    Y.applyUpdate(session.doc, Y.encodeStateAsUpdate(origin))
    const store = createEditorStore({ env: { botId: 'bot', workspaceId: 'w', readOnly: false }, server: { doc: toFlowDocument(structuredClone(seed)), updatedAt: new Date().toISOString() } })
    const drawn = store.getState().doc
    bindSharedDocument(store, session, drawn)
    const live = store.getState().doc
    expect(live.groups).toBe(drawn.groups)
    expect(live.edges).toBe(drawn.edges)
    expect(live.events).toBe(drawn.events)
  })

  it("shows a collaborator's edit in my working copy, and mine in theirs", () => {
    const [a, b] = twoEditors()
    a.store.getState().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title: 'From A' }))
    expect(b.titles()).toEqual(['From A', 'Two'])
  })

  it('sends a drag once, when it ends, as one undo step', () => {
    const [a, b] = twoEditors()
    let updates = 0
    a.session.doc.on('update', () => updates++)
    a.store.getState().beginGesture('Move')
    for (const x of [310, 320, 330, 340]) a.store.getState().updateGesture((doc) => moveNodes(doc, { positions: { g2: { x, y: 100 } } }))
    expect(b.x('g2')).toBe(300)
    a.store.getState().endGesture()
    expect(updates).toBe(1)
    expect(b.x('g2')).toBe(340)
    a.store.getState().undo()
    expect(a.x('g2')).toBe(300)
    expect(b.x('g2')).toBe(300)
  })

  it("undoes my last change only, never a collaborator's made since", () => {
    const [a, b] = twoEditors()
    a.store.getState().beginGesture('Move')
    a.store.getState().updateGesture((doc) => moveNodes(doc, { positions: { g2: { x: 500, y: 100 } } }))
    a.store.getState().endGesture()
    b.store.getState().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title: 'Theirs' }))
    a.store.getState().undo()
    for (const editor of [a, b]) {
      expect(editor.x('g2')).toBe(300)
      expect(editor.titles()).toEqual(['Theirs', 'Two'])
    }
    // B's own undo is still theirs to make; A's redo brings the move back.
    a.store.getState().redo()
    expect(b.x('g2')).toBe(500)
    b.store.getState().undo()
    expect(a.titles()).toEqual(['One', 'Two'])
    expect(a.x('g2')).toBe(500)
  })

  it('merges typing into one step per pause, as without live editing', () => {
    const [a] = twoEditors()
    for (const title of ['T', 'Ty', 'Typ']) a.store.getState().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title }), { coalesceKey: 'title:g1' })
    a.store.getState().undo()
    expect(a.titles()).toEqual(['One', 'Two'])
  })

  it('keeps a note written before the connection: merged into the shared document, not replaced by its copy', () => {
    const session = createCollabSession({ botId: 'bot', apiUrl: 'http://127.0.0.1:1/api', persist: false })
    const origin = new Y.Doc()
    applyBotChange(origin, {}, seed)
    Y.applyUpdate(session.doc, Y.encodeStateAsUpdate(origin))
    const store = createEditorStore({ env: { botId: 'bot', workspaceId: 'w', readOnly: false }, server: { doc: toFlowDocument(seed), updatedAt: new Date().toISOString() }, notes: [] })
    const base = store.getState().doc
    const note = { id: 'n1', content: 'Typed early', color: 'yellow' as const, graphCoordinates: { x: 0, y: 0 }, width: 240, height: 160 }
    store.getState().commit('Add note', (doc) => ({ ...doc, notes: [note] }))
    bindSharedDocument(store, session, base)
    expect(readNotes(session.doc).map((n) => n.content)).toEqual(['Typed early'])
    expect(store.getState().doc.notes?.map((n) => n.content)).toEqual(['Typed early'])
  })
})

describe('edits made while the editor connects', () => {
  /** An editor whose edits come before its shared document (the service's copy of `seed`) is bound. */
  function connectingEditor() {
    const session = createCollabSession({ botId: 'bot', apiUrl: 'http://127.0.0.1:1/api', persist: false })
    const origin = new Y.Doc()
    applyBotChange(origin, {}, seed)
    Y.applyUpdate(session.doc, Y.encodeStateAsUpdate(origin))
    const store = createEditorStore({ env: { botId: 'bot', workspaceId: 'w', readOnly: false }, server: { doc: toFlowDocument(seed), updatedAt: new Date().toISOString() }, notes: [] })
    const shared = () => createBotDocReader(session.doc).read().groups.map((g) => g.title)
    return { session, store, base: store.getState().doc, titles: () => store.getState().doc.groups.map((g) => g.title), shared }
  }

  it('stay steps of their own once live: each undo takes back one, in the shared document too', () => {
    const { session, store, base, titles, shared } = connectingEditor()
    for (const title of ['First', 'Second', 'Third']) store.getState().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title }))
    bindSharedDocument(store, session, base)
    expect(shared()).toEqual(['Third', 'Two'])
    store.getState().undo()
    expect([titles(), shared()]).toEqual([['Second', 'Two'], ['Second', 'Two']])
    store.getState().undo()
    store.getState().undo()
    expect([titles(), shared()]).toEqual([['One', 'Two'], ['One', 'Two']])
    store.getState().redo()
    expect(shared()).toEqual(['First', 'Two'])
  })

  it('leave nothing to redo that the shared document could not redo', () => {
    const { session, store, base, shared } = connectingEditor()
    store.getState().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title: 'Kept' }))
    store.getState().commit('Rename', (doc) => renameGroup(doc, { groupId: 'g1', title: 'Undone' }))
    store.getState().undo()
    bindSharedDocument(store, session, base)
    expect(shared()).toEqual(['Kept', 'Two'])
    expect(store.getState().future).toEqual([])
    store.getState().undo()
    expect(shared()).toEqual(['One', 'Two'])
  })
})
