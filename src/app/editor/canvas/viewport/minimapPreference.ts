import { create } from 'zustand'

const storageKey = 'editor.minimapShown'

const stored = () => {
  try {
    return localStorage.getItem(storageKey) !== 'false'
  } catch {
    return true
  }
}

type MinimapPreference = { shown: boolean; toggle: () => void }

/** Whether the person wants the overview (it can be folded away when it hides groups), remembered by the browser. */
export const useMinimapPreference = create<MinimapPreference>((set, get) => ({
  shown: stored(),
  toggle: () => {
    const shown = !get().shown
    set({ shown })
    try {
      localStorage.setItem(storageKey, String(shown))
    } catch {
      // Refused storage: the choice lasts for this visit.
    }
  },
}))

/**
 * Above this many nodes the overview is left out. React Flow's minimap draws every node, each with
 * its own store subscription run on every frame of a pan or drag, and repaints all of them whenever
 * the view moves: with 2,000 groups it cost about as much as the canvas itself (profiled). Fit to
 * view then serves as the overview, as cheap as the groups on screen.
 */
export const minimapNodeLimit = 500

/** Below this canvas width (a phone) the overview would take too much of the canvas. */
const minimapMinCanvasWidth = 480

/** Whether the overview is drawn: wanted, no side panel narrowing the canvas, a flow small enough, a wide enough canvas. */
export const isMinimapDrawn = ({ shown, panelOpen, nodeCount, canvasWidth }: { shown: boolean; panelOpen: boolean; nodeCount: number; canvasWidth: number }) =>
  shown && !panelOpen && nodeCount <= minimapNodeLimit && canvasWidth >= minimapMinCanvasWidth

/** Screen pixels the overview takes from the bottom of the canvas (React Flow's 150 px minimap, its 15 px margin, a gap). */
export const minimapBand = 180
