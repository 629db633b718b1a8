import type { RuntimeVariable } from '../contracts'
import { parseDecimalNumber } from '../numbers/parseDecimalNumber'
import { findVariableReference } from './findVariableReference'

/**
 * An "N|V" option at runtime (BLOCKS.md §0): a number, or exactly `{{Var}}` whose value is parsed as a
 * number. Anything that does not give a finite number (unset, a list, text) reads as absent. A stored
 * string holding a plain number (written by older builders) is read as that number.
 */
export const resolveNumberOrVariable = (
  value: number | string | undefined,
  variables: RuntimeVariable[],
): number | undefined => {
  if (value === undefined) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const variable = findVariableReference(value, variables)
  if (variable) return typeof variable.value === 'string' ? parseDecimalNumber(variable.value) : undefined
  return parseDecimalNumber(value)
}
