import type { StateCreator } from 'zustand'
import { deepEqual } from '../document/deepEqual'
import type { FlowDocument } from '../document/flowDocument'
import type { EditorState } from './editorStore'
import { recordStep, type HistoryOptions } from './historySlice'

/** A change of the working copy: a command with its arguments bound. */
export type DocumentChange = (doc: FlowDocument) => FlowDocument

/**
 * The working copy and the three ways to change it, one per history intent: `commit` (undoable,
 * one step), `load` (never: replaces the copy and forgets history) and the deferred gesture trio
 * (`beginGesture`, `updateGesture` per frame, `endGesture` records the whole gesture as one step).
 */
export type DocumentSlice = {
  doc: FlowDocument
  /** Applies an edit as one undo step; returns false when it changed nothing. */
  commit: (label: string, change: DocumentChange, options?: { coalesceKey?: string }) => boolean
  load: (doc: FlowDocument) => void
  beginGesture: (label: string) => void
  updateGesture: (change: DocumentChange) => void
  endGesture: () => void
}

/** The document slice over `initial`, recording steps with `options`. */
export const createDocumentSlice =
  (initial: FlowDocument, options: HistoryOptions): StateCreator<EditorState, [], [], DocumentSlice> =>
  (set, get) => ({
    doc: initial,
    commit: (label, change, { coalesceKey } = {}) => {
      get().endGesture()
      const { doc } = get()
      const next = change(doc)
      if (next === doc) return false
      set({ doc: next, past: recordStep(get(), { label, before: doc, after: next, coalesceKey }, options), future: [] })
      return true
    },
    load: (doc) => set({ doc, past: [], future: [], gesture: null }),
    beginGesture: (label) => {
      get().endGesture()
      set({ gesture: { label, before: get().doc } })
    },
    updateGesture: (change) => {
      const next = change(get().doc)
      if (next !== get().doc) set({ doc: next })
    },
    endGesture: () => {
      const { gesture, doc } = get()
      if (!gesture) return
      // A drag that came back where it started is no step, and leaves the document as it was.
      if (deepEqual(doc, gesture.before)) return set({ gesture: null, doc: gesture.before })
      set({ gesture: null, past: recordStep(get(), { label: gesture.label, before: gesture.before, after: doc }, options), future: [] })
    },
  })
