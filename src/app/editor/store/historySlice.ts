import type { StateCreator } from 'zustand'
import type { FlowDocument } from '../document/flowDocument'
import type { EditorState } from './editorStore'

/** One undo step: the document before and after it, and what it was. */
export type HistoryEntry = { label: string; before: FlowDocument; after: FlowDocument; coalesceKey?: string; at: number }

export type HistorySlice = {
  past: HistoryEntry[]
  future: HistoryEntry[]
  /** A gesture under way (a drag): its frames change the document, its end makes one step. */
  gesture: { label: string; before: FlowDocument } | null
  undo: () => void
  redo: () => void
}

export type HistoryOptions = {
  /** Steps kept; the oldest fall off. */
  limit: number
  /** Edits sharing a coalesce key this close together (ms) are one step ("one per pause"). */
  coalesceMs: number
  now: () => number
}

/** A hundred steps; typing pauses of a second start a new step. */
export const defaultHistoryOptions: HistoryOptions = { limit: 100, coalesceMs: 1000, now: () => Date.now() }

/**
 * Records a finished change as a step, merged into the previous step when both carry the same
 * coalesce key and come within the pause (typing in one block), and forgets what was undone.
 */
export function recordStep(state: Pick<HistorySlice, 'past'>, step: Omit<HistoryEntry, 'at'>, options: HistoryOptions): HistoryEntry[] {
  const at = options.now()
  const last = state.past.at(-1)
  if (step.coalesceKey && last?.coalesceKey === step.coalesceKey && at - last.at <= options.coalesceMs) {
    return [...state.past.slice(0, -1), { ...last, after: step.after, at }]
  }
  return [...state.past, { ...step, at }].slice(-options.limit)
}

/** Undo and redo move the document between the recorded states; selection is left alone. */
export const createHistorySlice =
  (): StateCreator<EditorState, [], [], HistorySlice> =>
  (set, get) => ({
    past: [],
    future: [],
    gesture: null,
    undo: () => {
      get().endGesture()
      const { past, future } = get()
      const entry = past.at(-1)
      if (!entry) return
      // Live: only this editor's own changes are undone; the document comes back through the binding.
      const { shared } = get()
      shared?.undo()
      set({ ...(!shared && { doc: entry.before }), past: past.slice(0, -1), future: [...future, entry] })
    },
    redo: () => {
      get().endGesture()
      const { past, future } = get()
      const entry = future.at(-1)
      if (!entry) return
      const { shared } = get()
      shared?.redo()
      // A redone step never merges with the next edit.
      set({ ...(!shared && { doc: entry.after }), future: future.slice(0, -1), past: [...past, { ...entry, coalesceKey: undefined }] })
    },
  })
