import type * as Y from 'yjs'
import { observeNotes, readNotes, writeNotes } from '@/shared/notes/notesInYjs'
import type { CanvasNote } from '@/shared/notes/botNote'
import type { EditorStore } from '../store/editorStore'

/** The origin of this editor's own writes into the shared document. */
const LOCAL = Symbol('notes-binding')

/**
 * Joins the working copy's notes to the bot's shared document for a live session: every change of
 * the notes here (an edit, an undo, a redo) is written into the document as a diff, and changes
 * from the others replace the notes here without entering this editor's history. Whatever the
 * document already holds when the binding starts wins over the copy the editor opened with, but
 * for the changes made here since `changedSince` (the notes the editor opened with), sent first.
 * Returns the function that unbinds.
 */
export function bindNotesToSharedDoc(store: EditorStore, doc: Y.Doc, { changedSince }: { changedSince?: readonly CanvasNote[] } = {}) {
  // Edits made here before the session was there (from the notes the editor opened with) go in first.
  const local = store.getState().doc.notes
  if (changedSince && local && local !== changedSince) writeNotes(doc, changedSince, local, LOCAL)
  const adopt = (notes: ReturnType<typeof readNotes>) => {
    const state = store.getState()
    store.setState({ doc: { ...state.doc, notes } })
  }
  adopt(readNotes(doc))
  const stopObserving = observeNotes(doc, adopt, LOCAL)
  const stopFollowing = store.subscribe((state, previous) => {
    // Gestures (a drag, a resize) too, frame by frame: the others see the note move.
    if (state.doc.notes === previous.doc.notes) return
    writeNotes(doc, previous.doc.notes ?? [], state.doc.notes ?? [], LOCAL)
  })
  return () => {
    stopObserving()
    stopFollowing()
  }
}
