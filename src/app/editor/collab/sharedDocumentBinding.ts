import type * as Y from 'yjs'
import { applyBotChange } from '@/shared/collab/applyBotChange'
import { flowOnly, toFlowDocument, type FlowDocument } from '../document/flowDocument'
import { readNotes, writeNotes } from '@/shared/notes/notesInYjs'
import type { SharedDocument } from '../store/documentSlice'
import type { EditorStore } from '../store/editorStore'
import { LOCAL_ORIGIN, type CollabSession } from './collabSession'

/**
 * Makes the editor store a view of the shared document: every change of it (ours, a
 * collaborator's, an undo, a REST write) becomes the store's working copy, and the store's
 * commands are written into it as transactions of this editor. Edits made before the connection
 * are merged in from `base`, the version they started from: a draft kept from an earlier visit as
 * one change, and each step made while the editor connected as a step that undo takes back.
 * Returns the function that unbinds.
 */
export function bindSharedDocument(store: EditorStore, session: CollabSession, base: FlowDocument): () => void {
  const { doc, reader, undoManager, provider } = session
  // The working copy holds the canvas's notes beside the flow (they are no bot field).
  const current = (): FlowDocument => ({ ...toFlowDocument(reader.read()), notes: readNotes(doc) })
  // Undo steps made since the service last confirmed everything: "N changes kept" while offline.
  let kept = 0
  const shared: SharedDocument = {
    apply(next, newStep) {
      if (newStep) {
        undoManager.stopCapturing()
        kept++
      }
      doc.transact(() => {
        applyBotChange(doc, reader.read(), flowOnly(next), LOCAL_ORIGIN)
        if (next.notes) writeNotes(doc, readNotes(doc), next.notes, LOCAL_ORIGIN)
      }, LOCAL_ORIGIN)
    },
    current,
    undo() {
      undoManager.undo()
      kept++
    },
    redo() {
      undoManager.redo()
      kept++
    },
  }

  const { doc: pending, past } = store.getState()
  /** Writes the change from `from` to `to` (notes too: merged, not replaced by the shared copy). */
  const merge = (from: FlowDocument, to: FlowDocument) =>
    doc.transact(() => {
      applyBotChange(doc, from, to, LOCAL_ORIGIN)
      if (to.notes && to.notes !== from.notes) writeNotes(doc, from.notes ?? [], to.notes, LOCAL_ORIGIN)
    }, LOCAL_ORIGIN)
  // A draft kept from an earlier visit is no step of this visit's history.
  let merged = past[0]?.before ?? pending
  if (merged !== base) merge(base, merged)
  undoManager.clear()
  // Each step made while connecting stays a step of its own, which undo takes back one at a time.
  for (const { after } of past) {
    if (after === merged) continue
    undoManager.stopCapturing()
    merge(merged, after)
    merged = after
  }
  // A change outside the history goes with the last step.
  if (pending !== merged) merge(merged, pending)
  // The first read hands back the objects the canvas already draws wherever they are equal: taking
  // the shared copy then re-renders only what differs, not every node of a large bot.
  reader.read(pending)
  store.getState().attachShared(shared)

  const onTransaction = (transaction: Y.Transaction) => {
    if (transaction.changed.size > 0) store.setState({ doc: current() })
  }
  doc.on('afterTransaction', onTransaction)

  const showStatus = () => {
    const { status, unstored } = provider.state
    if (status === 'synced' && unstored === 0) kept = 0
    if (status === 'synced') store.getState().setSaveState({ saveStatus: unstored > 0 ? 'saving' : 'saved', keptChanges: 0 })
    else store.getState().setSaveState({ saveStatus: 'offline', keptChanges: Math.max(kept, unstored > 0 ? 1 : 0) })
  }
  const stopStatus = provider.subscribe(showStatus)
  const stopStore = store.subscribe((state, previous) => {
    if (state.past !== previous.past && provider.state.status !== 'synced') showStatus()
  })
  showStatus()
  return () => {
    doc.off('afterTransaction', onTransaction)
    stopStatus()
    stopStore()
  }
}
