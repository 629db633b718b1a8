import type { StateCreator } from 'zustand'
import { jsonEqual } from '@/shared/jsonEqual'
import type { FlowDocument } from '../document/flowDocument'
import type { EditorState } from './editorStore'
import { recordStep, type HistoryOptions } from './historySlice'

/** A change of the working copy: a command with its arguments bound. */
export type DocumentChange = (doc: FlowDocument) => FlowDocument

/**
 * The bot's shared (live) document, once the editor is connected: edits are written into it and
 * the working copy is then read back out of it (see collab/sharedDocumentBinding.ts); undo and
 * redo act on this editor's own changes there.
 */
export type SharedDocument = {
  /** Writes the working copy `next` into the shared document; `newStep`: it starts a new undo step. */
  apply: (next: FlowDocument, newStep: boolean) => void
  /** The document as the shared copy holds it now. */
  current: () => FlowDocument
  undo: () => void
  redo: () => void
}

/**
 * The working copy and the three ways to change it, one per history intent: `commit` (undoable,
 * one step), `load` (never: replaces the copy and forgets history) and the deferred gesture trio
 * (`beginGesture`, `updateGesture` per frame, `endGesture` records the whole gesture as one step).
 */
export type DocumentSlice = {
  doc: FlowDocument
  /** Set once live editing is connected; null while the editor saves through the REST API. */
  shared: SharedDocument | null
  attachShared: (shared: SharedDocument) => void
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
    shared: null,
    // The steps made before binding stay (the binding wrote each as a step of the shared undo history); undone ones cannot be redone there.
    attachShared: (shared) => set({ shared, doc: shared.current(), future: [], gesture: null }),
    commit: (label, change, { coalesceKey } = {}) => {
      get().endGesture()
      const { doc, shared } = get()
      const next = change(doc)
      if (next === doc) return false
      // The same rule as the local history decides whether the shared undo history starts a new step.
      const last = get().past.at(-1)
      const merges = Boolean(coalesceKey) && last !== undefined && last.coalesceKey === coalesceKey && options.now() - last.at <= options.coalesceMs
      const past = recordStep(get(), { label, before: doc, after: next, coalesceKey }, options)
      if (shared) shared.apply(next, !merges)
      set({ ...(!shared && { doc: next }), past, future: [] })
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
      const { gesture, doc, shared } = get()
      if (!gesture) return
      // Live: the frames stayed local; the gesture reaches the others as one change and one undo step.
      if (shared) {
        const current = shared.current()
        if (jsonEqual(doc, current)) return set({ gesture: null, doc: current })
        set({ gesture: null })
        shared.apply(doc, true)
        return set({ past: recordStep(get(), { label: gesture.label, before: gesture.before, after: doc }, options), future: [] })
      }
      // A drag that came back where it started is no step, and leaves the document as it was.
      if (jsonEqual(doc, gesture.before)) return set({ gesture: null, doc: gesture.before })
      set({ gesture: null, past: recordStep(get(), { label: gesture.label, before: gesture.before, after: doc }, options), future: [] })
    },
  })
