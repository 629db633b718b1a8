import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { themeContrastChecks, type ChatPartName, type ContrastCheck } from '@/shared/bot/theme/contrastPairs'
import type { ResolvedTheme } from '@/shared/bot/theme'

const ThemeContrastContext = createContext<Partial<Record<ChatPartName, ContrastCheck>>>({})

/** The contrast of each chat part in the theme shown, for the fields and card summaries below. */
export function ThemeContrastProvider({ theme, children }: { theme: ResolvedTheme; children: ReactNode }) {
  const checks = useMemo(() => Object.fromEntries(themeContrastChecks(theme).map((check) => [check.part, check])), [theme])
  return <ThemeContrastContext.Provider value={checks}>{children}</ThemeContrastContext.Provider>
}

/** The check of the part edited at `base` (`chat.guestBubbles`…), when its colours can be known. */
export function useContrastCheck(base: string): ContrastCheck | undefined {
  const checks = useContext(ThemeContrastContext)
  return checks[base.replace(/^chat\./, '') as ChatPartName]
}

/** "3.1:1", rounded down so a ratio just under 4.5 never reads as 4.5. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`
