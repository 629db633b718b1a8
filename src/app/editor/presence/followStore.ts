import { create } from 'zustand'

/** Whose viewport this browser follows (their awareness client id), until the user pans or zooms. */
export const useFollowStore = create<{ following: number | null; follow: (clientId: number | null) => void }>()((set) => ({
  following: null,
  follow: (following) => set({ following }),
}))
