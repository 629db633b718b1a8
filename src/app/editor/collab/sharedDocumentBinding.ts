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
 * (while it was being opened, or a draft kept from an earlier visit) are merged in as the change
 * from `base`, the version they started from. Returns the function that unbinds.
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

  const pending = store.getState().doc
  if (pending !== base) {
    applyBotChange(doc, base, pending, LOCAL_ORIGIN)
    // Notes typed before the connection too: merged as their own change, not replaced by the shared copy.
    if (pending.notes && pending.notes !== base.notes) writeNotes(doc, base.notes ?? [], pending.notes, LOCAL_ORIGIN)
  }
  undoManager.clear()
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
