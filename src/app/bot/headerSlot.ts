import { create } from 'zustand'

/**
 * A place in the bot's header that the open panel may fill (the flow editor puts the avatars of
 * the people in the bot there), so the header need not know about the panel's live session.
 */
export const useHeaderSlot = create<{ element: HTMLElement | null; setElement: (element: HTMLElement | null) => void }>()((set) => ({
  element: null,
  setElement: (element) => set({ element }),
}))
