import type { VariableValue } from '../../../../shared/bot/variable'

// JavaScript decimal literal syntax, without hex/octal/binary forms, `Infinity` or surrounding spaces.
const numericText = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/
// Leading zeros carry meaning (phone numbers, postcodes, ids): such text stays text (§1.7).
const leadingZero = /^-?0\d/
const integerText = /^-?\d+$/

/** Text that becomes a JavaScript number in code; `+1` and `007` stay text (§1.7). */
const asNumber = (text: string): number | undefined => {
  if (!numericText.test(text) || leadingZero.test(text)) return undefined
  const value = Number(text)
  if (!Number.isFinite(value)) return undefined
  // Long digit strings (card numbers, ids) would silently lose digits as a number.
  if (integerText.test(text) && !Number.isSafeInteger(value)) return undefined
  return value
}

/**
 * A variable's value as code sees it (BLOCKS.md §1.7 "Code"): `"true"`/`"false"` → boolean, `"null"` →
 * null, numeric text → number, unset → null, lists → arrays. List elements stay strings (null kept):
 * a list's items are data the visitor gave (codes, phone numbers), and guessing each one separately
 * would give mixed arrays.
 */
export const guessValueType = (value: VariableValue | undefined): unknown => {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return [...value]
  if (value === 'true') return true
  if (value === 'false') return false
  if (value === 'null') return null
  return asNumber(value) ?? value
}
