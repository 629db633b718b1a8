import type { ResolvedBorder, ResolvedTheme } from '../../shared/bot/theme/resolvedTheme'
import type { DynamicTheme } from '../runtime/chatState'

type Part = { backgroundColor: string; color: string; blur: number; opacity: number; shadow: string; border: ResolvedBorder }

const shadows: Record<string, string> = {
  none: 'none',
  sm: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
  md: '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
  lg: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  xl: '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)',
  '2xl': '0 25px 50px -12px rgb(0 0 0 / 0.25)',
}

/** A colour at an opacity; left as is when opaque. */
export const withOpacity = (color: string, opacity: number) =>
  opacity >= 1 ? color : `color-mix(in srgb, ${color} ${Math.round(Math.max(opacity, 0) * 100)}%, transparent)`

const radius = (border: ResolvedBorder) =>
  ({ none: '0', medium: '8px', large: '20px', custom: `${border.customRoundeness ?? 8}px` })[border.roundeness] ?? '8px'

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (c) => `\\${c}`)}")`

/** Every themed part as a set of custom properties `--bbc-<part>-…`. */
function partVariables(name: string, part: Part): Record<string, string> {
  const { border } = part
  return {
    [`--bbc-${name}-bg`]: withOpacity(part.backgroundColor, part.opacity),
    [`--bbc-${name}-color`]: part.color,
    [`--bbc-${name}-border`]:
      border.thickness > 0 ? `${border.thickness}px solid ${withOpacity(border.color ?? 'transparent', border.opacity)}` : 'none',
    [`--bbc-${name}-radius`]: radius(border),
    [`--bbc-${name}-shadow`]: shadows[part.shadow] ?? 'none',
    [`--bbc-${name}-blur`]: part.blur > 0 ? `blur(${part.blur}px)` : 'none',
  }
}

/** Quotes a font family for CSS. */
export const fontStack = (family: string) => `"${family.replace(/["\\]/g, '')}", system-ui, -apple-system, "Segoe UI", sans-serif`

/**
 * The theme as CSS custom properties on the chat's root (BLOCKS.md §6.1): the stylesheet reads only
 * these, so a theme change is a style change, never a new stylesheet.
 */
export function themeVariables(theme: ResolvedTheme, dynamic: DynamicTheme = {}): Record<string, string> {
  const { general, chat } = theme
  const background =
    general.background.type === 'Image' && (dynamic.backgroundUrl || general.background.content)
      ? `${cssUrl(dynamic.backgroundUrl || general.background.content)} center / cover no-repeat`
      : general.background.type === 'Color'
        ? general.background.content || 'transparent'
        : 'transparent'
  return {
    '--bbc-font': fontStack(general.font.family || 'Open Sans'),
    '--bbc-background': background,
    '--bbc-container-max-width': chat.container.maxWidth,
    '--bbc-container-max-height': chat.container.maxHeight,
    '--bbc-progress-color': general.progressBar.color,
    '--bbc-progress-bg': general.progressBar.backgroundColor,
    '--bbc-progress-height': `${general.progressBar.thickness}px`,
    '--bbc-input-placeholder': chat.inputs.placeholderColor,
    ...partVariables('container', chat.container),
    ...partVariables('host', chat.hostBubbles),
    ...partVariables('guest', chat.guestBubbles),
    ...partVariables('button', chat.buttons),
    ...partVariables('input', chat.inputs),
  }
}
