import { create } from 'zustand'

/** Where a preview starts: the start event (absent), a group, or another event. */
export type PreviewStart = { type: 'group'; groupId: string } | { type: 'event'; eventId: string }

type PreviewControls = {
  isOpen: boolean
  startFrom?: PreviewStart
  /** Bumped by every (re)start, so the preview drawer begins a new chat. */
  runKey: number
  /** The block the preview is at (its input, or its last bubble): the canvas highlights it. */
  runningBlockId?: string
  open: (startFrom?: PreviewStart) => void
  close: () => void
  restart: () => void
  setRunningBlock: (blockId?: string) => void
}

/**
 * The preview drawer's controls, shared by the canvas (which opens it, e.g. "Preview from this
 * group", and highlights the running block) and the drawer itself. UI state only: never in history.
 */
export const usePreviewControls = create<PreviewControls>((set) => ({
  isOpen: false,
  runKey: 0,
  open: (startFrom) => set((s) => ({ isOpen: true, startFrom, runKey: s.runKey + 1, runningBlockId: undefined })),
  close: () => set({ isOpen: false, runningBlockId: undefined }),
  restart: () => set((s) => ({ runKey: s.runKey + 1, runningBlockId: undefined })),
  setRunningBlock: (runningBlockId) => set({ runningBlockId }),
}))
