import { AA_TEXT_RATIO, composite, contrastRatio, parseColor, readableTextColor, type Rgba } from './contrast'
import type { ResolvedTheme } from './resolvedTheme'

export type ChatPartName = 'container' | 'hostBubbles' | 'guestBubbles' | 'buttons' | 'inputs'

/** The contrast of one part's text on the background it is drawn on. */
export type ContrastCheck = {
  part: ChatPartName
  ratio: number
  passes: boolean
  /** A text colour that passes, near the current one. */
  readableText: string
  /** A background that passes under the current text, near the current one: for parts drawn on their own opaque colour. */
  readableBackground?: string
}

/**
 * What a visitor reads the chat on: the page background when it is a colour (an image or none can
 * be anything, so nothing is checked against it), under the chat container's own background.
 */
function chatBackground(theme: ResolvedTheme): Rgba | null {
  const { background } = theme.general
  const page = background.type === 'Color' ? parseColor(background.content || 'transparent') : null
  const container = parseColor(theme.chat.container.backgroundColor)
  const opacity = theme.chat.container.opacity
  if (container && container.a * opacity >= 1) return { ...container, a: 1 }
  if (!page || page.a < 1) return null
  return container ? composite(container, page, opacity) : null
}

function check(part: ChatPartName, text: string, background: Rgba | null, ownBackground = false): ContrastCheck | null {
  const color = parseColor(text)
  if (!color || !background) return null
  const opaqueText = composite(color, background)
  const ratio = contrastRatio(opaqueText, background)
  return {
    part,
    ratio,
    passes: ratio >= AA_TEXT_RATIO,
    readableText: readableTextColor(color, background),
    // The same search the other way round: the text stays, the background moves towards black or white.
    ...(ownBackground && color.a === 1 ? { readableBackground: readableTextColor(background, opaqueText) } : {}),
  }
}

/**
 * The text-on-background pairs of the chat that visitors read, each with its WCAG ratio: the chat's
 * text on its background, and both bubble kinds, buttons and inputs on their own (possibly
 * translucent) backgrounds. A pair whose colours cannot be known here (an image underneath, a colour
 * syntax we do not parse) is left out rather than guessed.
 */
export function themeContrastChecks(theme: ResolvedTheme): ContrastCheck[] {
  const underneath = chatBackground(theme)
  const partCheck = (name: Exclude<ChatPartName, 'container'>) => {
    const part = theme.chat[name]
    const color = parseColor(part.backgroundColor)
    if (!color) return null
    if (color.a * part.opacity >= 1) return check(name, part.color, { ...color, a: 1 }, true)
    return check(name, part.color, underneath ? composite(color, underneath, part.opacity) : null)
  }
  const parts = ['hostBubbles', 'guestBubbles', 'buttons', 'inputs'] as const
  return [check('container', theme.chat.container.color, underneath), ...parts.map(partCheck)].filter((result) => result !== null)
}
