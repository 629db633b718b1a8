import type { NumberOrVariable } from '@/shared/bot/blocks'
import { isSingleVariableToken } from './insertAtCaret'

/** A field's text read as a value to store, or why it cannot be. `undefined` means "absent". */
export type Parsed<T> = { ok: true; value: T | undefined } | { ok: false; error: string }

const decimal = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/** A decimal number; `,` is accepted as the decimal separator, as BLOCKS.md §0 says for N|V. */
function readNumber(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.')
  return decimal.test(normalized) ? Number(normalized) : undefined
}

type NumberRules = { min?: number; max?: number; integer?: boolean }

/** A number within bounds; the message names the field. */
export function parseNumber(label: string, text: string, rules: NumberRules = {}): Parsed<number> {
  if (text.trim() === '') return { ok: true, value: undefined }
  const value = readNumber(text)
  if (value === undefined) return { ok: false, error: `${label} must be a number.` }
  if (rules.integer && !Number.isInteger(value)) return { ok: false, error: `${label} must be a whole number.` }
  const { min, max } = rules
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    if (min !== undefined && max !== undefined) return { ok: false, error: `${label} must be between ${min} and ${max}.` }
    return { ok: false, error: min !== undefined ? `${label} must be at least ${min}.` : `${label} must be at most ${max}.` }
  }
  return { ok: true, value }
}

/** "N|V": a number, or exactly one `{{Variable}}` kept as text. */
export function parseNumberOrVariable(label: string, text: string): Parsed<NumberOrVariable> {
  if (isSingleVariableToken(text)) return { ok: true, value: text.trim() }
  const parsed = parseNumber(label, text)
  return parsed.ok ? parsed : { ok: false, error: `${label} must be a number or one {{variable}}.` }
}

/** Text that must match a pattern when set (a locale, a currency code…). */
export const parsePattern =
  (pattern: RegExp, error: string, normalize: (text: string) => string = (text) => text.trim()) =>
  (text: string): Parsed<string> => {
    const value = normalize(text)
    if (value === '') return { ok: true, value: undefined }
    return pattern.test(value) ? { ok: true, value } : { ok: false, error }
  }
