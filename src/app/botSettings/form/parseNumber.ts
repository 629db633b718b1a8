export type NumberRule = { min?: number; max?: number; integer?: boolean }

/**
 * Reads a typed number for the option `label`: `undefined` for an empty text (the default
 * applies), or the message that names the option and says what is expected.
 */
export function parseNumber(label: string, text: string, { min, max, integer }: NumberRule = {}): { value: number | undefined } | { error: string } {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return { value: undefined }
  const value = Number(trimmed)
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed) || !Number.isFinite(value)) return { error: `${label} must be a number` }
  if (integer && !Number.isInteger(value)) return { error: `${label} must be a whole number` }
  if (min !== undefined && max !== undefined && (value < min || value > max)) return { error: `${label} must be between ${min} and ${max}` }
  if (min !== undefined && value < min) return { error: `${label} must be at least ${min}` }
  if (max !== undefined && value > max) return { error: `${label} must be at most ${max}` }
  return { value }
}
