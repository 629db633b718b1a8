const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const colorFunction = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[^()]+\)$/i

/**
 * Whether `text` is a CSS colour: the browser's own answer where it has one, else hex, colour
 * functions and colour keywords (jsdom has no CSS.supports).
 */
export function isCssColor(text: string): boolean {
  const value = text.trim()
  if (!value) return false
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('color', value)
  return hex.test(value) || colorFunction.test(value) || /^[a-z]+$/i.test(value)
}

/** `#rrggbb` for a native colour picker, or null when `color` is not a hex colour. */
export function toPickerHex(color: string | undefined): string | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color?.trim() ?? '')
  if (!match) return null
  const digits = match[1]
  if (digits.length <= 4) return `#${[...digits.slice(0, 3)].map((d) => d + d).join('')}`.toLowerCase()
  return `#${digits.slice(0, 6)}`.toLowerCase()
}
