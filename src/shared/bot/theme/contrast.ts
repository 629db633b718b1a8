// WCAG 2.x contrast between two colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), for the
// theme panel's warnings and for choosing defaults that pass. Plain functions: no DOM, no zod.

/** Channels 0-255 and alpha 0-1. */
export type Rgba = { r: number; g: number; b: number; a: number }

/** WCAG AA for normal-size text. */
export const AA_TEXT_RATIO = 4.5

const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const rgbFunction = /^rgba?\(\s*([^)]+)\)$/i
const keywords: Record<string, Rgba> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
}

const channel = (text: string) => {
  const value = text.endsWith('%') ? (parseFloat(text) / 100) * 255 : parseFloat(text)
  return Number.isFinite(value) ? Math.min(255, Math.max(0, value)) : NaN
}
const alpha = (text: string | undefined) => {
  if (text === undefined) return 1
  const value = text.endsWith('%') ? parseFloat(text) / 100 : parseFloat(text)
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : NaN
}

/**
 * Hex (3, 4, 6 or 8 digits), `rgb()`/`rgba()` in either syntax and the keywords white, black and
 * transparent; null for any other CSS colour (hsl, named colours…), which then gets no warning.
 */
export function parseColor(css: string | undefined): Rgba | null {
  const value = css?.trim().toLowerCase() ?? ''
  if (keywords[value]) return keywords[value]
  const hexMatch = hex.exec(value)
  if (hexMatch) {
    let digits = hexMatch[1]
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('')
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16)
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 }
  }
  const fn = rgbFunction.exec(value)
  if (!fn) return null
  const [colour, slashAlpha] = fn[1].split('/').map((s) => s.trim())
  const parts = colour.split(/[\s,]+/).filter(Boolean)
  if (parts.length < 3 || parts.length > 4 || (parts.length === 4 && slashAlpha !== undefined)) return null
  const parsed = { r: channel(parts[0]), g: channel(parts[1]), b: channel(parts[2]), a: alpha(slashAlpha ?? parts[3]) }
  return Object.values(parsed).some(Number.isNaN) ? null : parsed
}

/** `color` at `opacity` painted over an opaque `below`. */
export function composite(color: Rgba, below: Rgba, opacity = 1): Rgba {
  const a = color.a * opacity
  const mix = (top: number, bottom: number) => top * a + bottom * (1 - a)
  return { r: mix(color.r, below.r), g: mix(color.g, below.g), b: mix(color.b, below.b), a: 1 }
}

const linear = (value: number) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export const relativeLuminance = ({ r, g, b }: Rgba) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)

/** From 1 (same luminance) to 21 (black on white); order does not matter. Both colours opaque. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

export const toHex = ({ r, g, b }: Rgba) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase()

const towards = (color: Rgba, target: number, amount: number): Rgba => ({
  r: color.r + (target - color.r) * amount,
  g: color.g + (target - color.g) * amount,
  b: color.b + (target - color.b) * amount,
  a: 1,
})

/**
 * The colour nearest to `text` that reaches `minimum` on `background`: `text` mixed with black or
 * with white, whichever needs the smaller mix, so a brand tint keeps its hue where it can. Pure
 * black or white reach at least 4.58:1 on any background, so AA always has an answer. The ratio is
 * symmetric, so with the arguments swapped it finds a background for a given text.
 */
export function readableTextColor(text: Rgba, background: Rgba, minimum = AA_TEXT_RATIO): string {
  const opaque = composite(text, background)
  if (contrastRatio(opaque, background) >= minimum) return toHex(opaque)
  const candidates = [0, 255]
    .map((target) => {
      // Contrast grows with the mix towards either end, so the smallest passing mix is found by halving.
      if (contrastRatio(towards(opaque, target, 1), background) < minimum) return null
      let [low, high] = [0, 1]
      for (let i = 0; i < 20; i++) {
        const middle = (low + high) / 2
        if (contrastRatio(towards(opaque, target, middle), background) >= minimum) high = middle
        else low = middle
      }
      // Rounding to hex can lose a hair of contrast: step on until the written colour passes.
      let amount = high
      while (amount < 1 && contrastRatio(parseColor(toHex(towards(opaque, target, amount)))!, background) < minimum) amount = Math.min(1, amount + 0.005)
      return { amount, color: toHex(towards(opaque, target, amount)) }
    })
    .filter((candidate) => candidate !== null)
  candidates.sort((x, y) => x.amount - y.amount)
  return candidates[0]?.color ?? '#000000'
}
