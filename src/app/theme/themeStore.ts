import { create } from 'zustand'

export type ThemePreference = 'light' | 'dark' | 'system'

/** Also read by the inline script of index.html, which sets the class before the first paint. */
export const themeStorageKey = 'bb.theme'

const stored = (): ThemePreference => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(themeStorageKey)
  return value === 'light' || value === 'dark' ? value : 'system'
}

export const useThemeStore = create<{ preference: ThemePreference; setPreference: (preference: ThemePreference) => void }>()((set) => ({
  preference: stored(),
  setPreference: (preference) => {
    localStorage.setItem(themeStorageKey, preference)
    set({ preference })
  },
}))
