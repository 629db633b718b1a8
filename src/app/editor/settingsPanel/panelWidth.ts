import { create } from 'zustand'

/** The side panel's width range, in pixels: narrow enough to leave the canvas room, wide enough for a code field. */
export const panelWidthRange = { min: 320, max: 720, initial: 380, step: 16 } as const

const storageKey = 'editor.sidePanelWidth'

/** A width within the range (a stored value from an older range, or a drag past the end, is brought back in). */
export const clampPanelWidth = (width: number) => Math.round(Math.min(panelWidthRange.max, Math.max(panelWidthRange.min, width)))

function storedWidth(): number {
  try {
    const stored = Number(localStorage.getItem(storageKey))
    return stored ? clampPanelWidth(stored) : panelWidthRange.initial
  } catch {
    return panelWidthRange.initial
  }
}

type PanelWidth = { width: number; setWidth: (width: number) => void }

/** The width a person gave the editor's side panel, remembered by this browser for every bot. */
export const usePanelWidth = create<PanelWidth>((set) => ({
  width: storedWidth(),
  setWidth: (width) => {
    const next = clampPanelWidth(width)
    set({ width: next })
    try {
      localStorage.setItem(storageKey, String(next))
    } catch {
      // Private modes may refuse storage: the width then lasts for this visit.
    }
  },
}))
