import { useEffect } from 'react'
import { useThemeStore } from './themeStore'

/** Puts `dark` on <html> for the chosen theme, following the system's while the choice is "system". */
export function useApplyTheme() {
  const preference = useThemeStore((state) => state.preference)
  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)')
    const apply = () => {
      const dark = preference === 'dark' || (preference === 'system' && media?.matches === true)
      document.documentElement.classList.toggle('dark', dark)
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
    }
    apply()
    media?.addEventListener('change', apply)
    return () => media?.removeEventListener('change', apply)
  }, [preference])
}
