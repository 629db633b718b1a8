import type { ComparisonOperator } from '../../../../shared/bot/condition'
import { exact, fold } from '../textFolding'
import type { OrderingOperator } from './compareOrdering'
import type { RegexVerdicts } from './sandboxedRegex'

/** Operators applied element by element when a side is a list (§3.2). */
export type ElementOperator = Exclude<ComparisonOperator, OrderingOperator | 'Is set' | 'Is empty'>
type Side = string | null

/** Exact equality; null equals only null. */
export const areExactlyEqual = (left: Side, right: Side) =>
  left === null || right === null ? left === right : exact(left) === exact(right)

/** Invalid pattern, empty pattern or null text → false for both regex operators (§3.2). */
const regexTest = (left: Side, right: Side, expected: boolean, verdicts: RegexVerdicts) => {
  const verdict = left === null || right === null ? undefined : verdicts(left, right)
  return verdict !== undefined && verdict === expected
}

/** One comparison between two texts (or nulls), as the table of BLOCKS.md §3.2 defines it. */
export const compareTexts = (operator: ElementOperator, left: Side, right: Side, verdicts: RegexVerdicts = () => undefined): boolean => {
  const foldedRight = right === null ? '' : fold(right)
  switch (operator) {
    case 'Equal to':
      return areExactlyEqual(left, right)
    case 'Not equal':
      return !areExactlyEqual(left, right)
    case 'Contains':
      return left !== null && foldedRight !== '' && fold(left).includes(foldedRight)
    case 'Does not contain':
      return left === null || foldedRight === '' || !fold(left).includes(foldedRight)
    case 'Starts with':
      return left !== null && foldedRight !== '' && fold(left).startsWith(foldedRight)
    case 'Ends with':
      return left !== null && foldedRight !== '' && fold(left).endsWith(foldedRight)
    case 'Matches regex':
      return regexTest(left, right, true, verdicts)
    case 'Does not match regex':
      return regexTest(left, right, false, verdicts)
  }
}
