import { create } from 'zustand'

/**
 * Whether the blocks palette is pulled out over the canvas on a narrow screen (a phone), where a
 * fixed palette would leave the canvas a sliver. On wider screens it always sits beside the canvas.
 */
export const usePaletteDrawer = create<{ isOpen: boolean; setOpen: (isOpen: boolean) => void }>((set) => ({
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
}))
