import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
const isDark = () => document.documentElement.classList.contains('dark')

/** Whether the app is in dark mode (the class useApplyTheme puts on <html>). */
export const useIsDark = () => useSyncExternalStore(subscribe, isDark, () => false)
