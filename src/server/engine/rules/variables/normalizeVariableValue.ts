import type { VariableValue } from '../../../../shared/bot/variable'

// Lone halves of a UTF-16 pair cannot be stored as JSON text or sent as UTF-8 (§1.6).
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const toWellFormed = (text: string) => text.replace(unpairedSurrogate, '\uFFFD')

/** Text of one non-list value; null when the value means "unset". */
const normalizeScalar = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  if (typeof value === 'string') return toWellFormed(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  // A date's JSON is a quoted string; the instant itself is what a user expects to see.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (typeof value === 'function' || typeof value === 'symbol') return null
  try {
    const json = JSON.stringify(value)
    return json === undefined ? null : toWellFormed(json)
  } catch {
    // Circular structures have no JSON text.
    return toWellFormed(String(value))
  }
}

/**
 * The value every variable write stores (BLOCKS.md §1.6): strings unchanged, numbers and booleans as
 * text, objects as JSON text, arrays element by element (null kept), undefined/null → null.
 * A list nested in a list has no place in a stored value, so it is kept as its JSON text.
 */
export const normalizeVariableValue = (value: unknown): VariableValue => {
  if (Array.isArray(value)) return value.map(normalizeScalar)
  return normalizeScalar(value)
}
