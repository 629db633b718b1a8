import type { VariableValue } from '../../../../shared/bot/variable'
import { parseComparableDate } from './parseComparableDate'

export const orderingOperators = ['Greater than', 'Greater or equal to', 'Less than', 'Less or equal to'] as const
export type OrderingOperator = (typeof orderingOperators)[number]

// A number as written in text; a leading `+` is excluded by §3.2 (it marks a phone number or a code).
const numericText = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/

/** §3.2: numeric value (empty text is 0), else date timestamp, else length. */
const toComparable = (text: string): number => {
  const trimmed = text.trim()
  if (text === '') return 0
  if (numericText.test(trimmed)) return Number(trimmed)
  return parseComparableDate(trimmed) ?? text.length
}

const compareNumbers = (operator: OrderingOperator, left: number, right: number) => {
  switch (operator) {
    case 'Greater than':
      return left > right
    case 'Greater or equal to':
      return left >= right
    case 'Less than':
      return left < right
    case 'Less or equal to':
      return left <= right
  }
}

/**
 * The ordering operators (BLOCKS.md §3.2). A null side is false. Two texts are each mapped to a number;
 * a list side is its length and the other side is then read with `Number()` (NaN compares false).
 */
export const compareOrdering = (operator: OrderingOperator, left: VariableValue, right: VariableValue): boolean => {
  if (left === null || right === null) return false
  if (Array.isArray(left) || Array.isArray(right)) {
    const [leftNumber, rightNumber] = [left, right].map((side) => (Array.isArray(side) ? side.length : Number(side)))
    return compareNumbers(operator, leftNumber, rightNumber)
  }
  return compareNumbers(operator, toComparable(left), toComparable(right))
}
