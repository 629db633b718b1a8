/** Optional sign, digits, optional `.` or `,` fraction, optional exponent (BLOCKS.md §0 and §5). */
const decimalNumber = /^[+-]?\d+(?:[.,]\d+)?(?:[eE][+-]?\d+)?$/

/** The number written by the whole trimmed text, `,` read as the decimal separator; else undefined. */
export const parseDecimalNumber = (text: string): number | undefined => {
  const trimmed = text.trim()
  if (!decimalNumber.test(trimmed)) return undefined
  const value = Number(trimmed.replace(',', '.'))
  // `1e400` matches the grammar but is no usable number.
  return Number.isFinite(value) ? value : undefined
}
