import type { VariableValue } from '../../../../shared/bot/variable'
import type { RuleContext } from '../contracts'
import { parseVariables } from '../templating/parseVariables'
import { findVariableReference } from '../variables/findVariableReference'

/**
 * The right side R of a comparison (BLOCKS.md §3.2): exactly `{{V}}` → V's raw value (a list stays a
 * list, unset is null); the literal `"undefined"` or `"null"` → null; otherwise the templated text.
 */
export const resolveComparisonValue = async (value: string | undefined, ctx: RuleContext): Promise<VariableValue> => {
  const variable = findVariableReference(value, ctx.variables)
  if (variable) return variable.value ?? null
  if (value === 'undefined' || value === 'null') return null
  return parseVariables(value ?? '', ctx)
}
