import type { Font, Theme } from '../theme'
import { defaultBackButtonLabel, defaultFontFamily, defaultTheme, type ThemeVersion } from './defaultTheme'
import type { ResolvedFont, ResolvedTheme } from './resolvedTheme'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deep merge that lets only defined stored values override a default. */
function mergeDefined<T extends object>(defaults: T, stored: unknown): T {
  if (!isPlainObject(stored)) return defaults
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const [key, value] of Object.entries(stored)) {
    if (value === undefined) continue
    const base = merged[key]
    merged[key] = isPlainObject(base) && isPlainObject(value) ? mergeDefined(base, value) : value
  }
  return merged as T
}

function resolveFont(font: Font | undefined): ResolvedFont {
  if (font === undefined) return { type: 'Hosted', family: defaultFontFamily }
  // A bare string is the legacy spelling of a hosted family.
  if (typeof font === 'string') return { type: 'Hosted', family: font || defaultFontFamily }
  if (font.type === 'Hosted') return { type: 'Hosted', family: font.family || defaultFontFamily }
  return { ...font }
}

const chatParts = ['container', 'hostBubbles', 'guestBubbles', 'buttons', 'inputs'] as const

/**
 * The theme with every default of `version` filled in under the stored values (BLOCKS.md §6.1).
 * The deprecated `chat.roundness` stands in for each part's absent `border.roundeness`; an image or
 * empty background without content gets `""` rather than the default colour.
 */
export function resolveTheme(theme: Theme | undefined, version: ThemeVersion): ResolvedTheme {
  const defaults = defaultTheme(version)
  const { roundness, focusedMode, backButton, ...storedChat } = theme?.chat ?? {}
  if (roundness) for (const name of chatParts) defaults.chat[name].border.roundeness = roundness

  const background = theme?.general?.background
  const backgroundType = background?.type ?? defaults.general.background.type
  const backgroundContent =
    background?.content ?? (backgroundType === 'Color' ? defaults.general.background.content : '')

  // Focused mode is off by default; the back button follows it unless the owner set it on its own.
  const isFocused = focusedMode?.isEnabled ?? false
  const chat = {
    ...mergeDefined(defaults.chat, storedChat),
    focusedMode: { isEnabled: isFocused },
    backButton: { isEnabled: backButton?.isEnabled ?? isFocused, label: backButton?.label || defaultBackButtonLabel },
  }
  return {
    general: {
      font: resolveFont(theme?.general?.font),
      background: { type: backgroundType, content: backgroundContent },
      progressBar: mergeDefined(defaults.general.progressBar, theme?.general?.progressBar),
    },
    chat,
    customCss: theme?.customCss ?? defaults.customCss,
  }
}
