/**
 * The simple answer rules the client checks before sending (BLOCKS.md §5); the engine stays
 * authoritative and answers anything else with its retry message.
 */

const emailPattern =
  /^(?:[^\s<>()[\]\\.,;:@"]+(?:\.[^\s<>()[\]\\.,;:@"]+)*|"[^"]+")@(?:(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/i

export const isEmail = (text: string) => emailPattern.test(text.trim())

const urlPattern = /^(?:https?:\/\/)?(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}(?::\d+)?(?:[/?#]\S*)?$/iu
const ipUrlPattern = /^(?:https?:\/\/)?(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:]+\])(?::\d+)?(?:[/?#]\S*)?$/i

export const isUrl = (text: string) => {
  const trimmed = text.trim()
  return urlPattern.test(trimmed) || ipUrlPattern.test(trimmed)
}

/** A plausible phone number: digits with the usual separators, at least six digits. */
export const isPhoneNumber = (text: string) =>
  /^\+?[\d\s().-]+$/.test(text.trim()) && (text.match(/\d/g)?.length ?? 0) >= 6

const decimalPattern = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i

const toNumber = (value: number | string | undefined) => {
  if (value === undefined || value === '') return undefined
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'))
  return Number.isFinite(number) ? number : undefined
}

/** §5 number: a decimal number within the inclusive bounds, on the step grid from `min` (or 0). */
export function isNumberInRange(
  text: string,
  bounds: { min?: number | string; max?: number | string; step?: number | string },
): boolean {
  const trimmed = text.trim()
  if (!decimalPattern.test(trimmed)) return false
  const value = Number(trimmed.replace(',', '.'))
  const [min, max, step] = [toNumber(bounds.min), toNumber(bounds.max), toNumber(bounds.step)]
  if (min !== undefined && value < min) return false
  if (max !== undefined && value > max) return false
  if (step !== undefined && step > 0) {
    const steps = (value - (min ?? 0)) / step
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return false
  }
  return true
}

export { toNumber }
