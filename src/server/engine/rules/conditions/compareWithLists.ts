import type { VariableValue } from '../../../../shared/bot/variable'
import { areExactlyEqual, compareTexts, type ElementOperator } from './compareTexts'
import type { RegexVerdicts } from './sandboxedRegex'

// Quantifier "any" (§3.2); every other element operator needs all pairs to hold.
const anyOperators: ElementOperator[] = ['Contains', 'Matches regex']
// Under "all", an empty list would make these true of anything; they are false instead.
const affirmingOperators: ElementOperator[] = ['Equal to', 'Starts with', 'Ends with']

const asList = (side: VariableValue) => (Array.isArray(side) ? side : [side])

/** The pair test: a list on the left turns (Does not) Contain into membership (exact equality). */
const pairTest = (operator: ElementOperator, isLeftList: boolean, verdicts?: RegexVerdicts) => {
  if (isLeftList && operator === 'Contains') return areExactlyEqual
  if (isLeftList && operator === 'Does not contain') return (a: string | null, b: string | null) => !areExactlyEqual(a, b)
  return (a: string | null, b: string | null) => compareTexts(operator, a, b, verdicts)
}

/**
 * An element operator between two sides that may be lists (BLOCKS.md §3.2): a list side is compared
 * element by element with the other side, two lists pair by pair; "any" for Contains and Matches regex,
 * "all" for the others.
 */
export const compareWithLists = (
  operator: ElementOperator,
  left: VariableValue,
  right: VariableValue,
  verdicts?: RegexVerdicts,
): boolean => {
  const isLeftList = Array.isArray(left)
  if (!isLeftList && !Array.isArray(right)) return compareTexts(operator, left, right, verdicts)
  const test = pairTest(operator, isLeftList, verdicts)
  const pairs = asList(left).flatMap((a) => asList(right).map((b) => [a, b] as const))
  if (anyOperators.includes(operator)) return pairs.some(([a, b]) => test(a, b))
  if (pairs.length === 0) return !affirmingOperators.includes(operator)
  return pairs.every(([a, b]) => test(a, b))
}
