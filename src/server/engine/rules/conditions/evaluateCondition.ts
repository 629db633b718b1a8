import { defaultLogicalOperator, type Comparison, type Condition } from '../../../../shared/bot/condition'
import type { VariableValue } from '../../../../shared/bot/variable'
import type { RuleContext } from '../contracts'
import { compareOrdering, orderingOperators, type OrderingOperator } from './compareOrdering'
import { compareWithLists } from './compareWithLists'
import { resolveComparisonValue } from './resolveComparisonValue'
import { sandboxedRegexVerdicts } from './sandboxedRegex'

const isOrdering = (operator: string): operator is OrderingOperator =>
  (orderingOperators as readonly string[]).includes(operator)

const lengthOf = (value: VariableValue) => (value === null ? 0 : value.length)

const evaluateComparison = async (comparison: Comparison, ctx: RuleContext): Promise<boolean> => {
  const { variableId, comparisonOperator: operator } = comparison
  if (!variableId || !operator) return false
  const left = ctx.variables.find((variable) => variable.id === variableId)?.value ?? null
  if (operator === 'Is set') return lengthOf(left) > 0
  if (operator === 'Is empty') return lengthOf(left) === 0
  const right = await resolveComparisonValue(comparison.value, ctx)
  if (isOrdering(operator)) return compareOrdering(operator, left, right)
  const isRegex = operator === 'Matches regex' || operator === 'Does not match regex'
  const verdicts = isRegex ? await sandboxedRegexVerdicts(left, right, ctx.sandbox) : undefined
  return compareWithLists(operator, left, right, verdicts)
}

/**
 * A Condition (BLOCKS.md §3.2): no comparisons → false; AND = all true, OR = at least one. Comparisons
 * run in order and stop once the answer is known, so a later `{{= … =}}` value is not evaluated for
 * nothing. An unknown variable reads as unset.
 */
export const evaluateCondition = async (condition: Condition | undefined, ctx: RuleContext): Promise<boolean> => {
  const comparisons = condition?.comparisons ?? []
  if (comparisons.length === 0) return false
  const isOr = (condition?.logicalOperator ?? defaultLogicalOperator) === 'OR'
  for (const comparison of comparisons) {
    if ((await evaluateComparison(comparison, ctx)) === isOr) return isOr
  }
  return !isOr
}
