import { z } from 'zod'
import { idSchema } from '../common'

/** Operator strings exactly as stored in bot documents (BLOCKS.md §3.2). */
export const comparisonOperators = [
  'Equal to',
  'Not equal',
  'Contains',
  'Does not contain',
  'Greater than',
  'Greater or equal to',
  'Less than',
  'Less or equal to',
  'Is set',
  'Is empty',
  'Starts with',
  'Ends with',
  'Matches regex',
  'Does not match regex',
] as const
export const comparisonOperatorSchema = z.enum(comparisonOperators)
export type ComparisonOperator = z.infer<typeof comparisonOperatorSchema>

export const logicalOperators = ['AND', 'OR'] as const
export const logicalOperatorSchema = z.enum(logicalOperators)
export type LogicalOperator = z.infer<typeof logicalOperatorSchema>

/** Read when `logicalOperator` is absent. */
export const defaultLogicalOperator: LogicalOperator = 'AND'

export const comparisonSchema = z.object({
  id: idSchema,
  variableId: z.string().optional(),
  comparisonOperator: comparisonOperatorSchema.optional(),
  // Right side: templated text, or exactly `{{Var}}` to compare with that variable's raw value.
  value: z.string().optional(),
})
export type Comparison = z.infer<typeof comparisonSchema>

/** Used by Condition items and by the display conditions of choice, picture choice and card items. */
export const conditionSchema = z.object({
  logicalOperator: logicalOperatorSchema.optional(),
  comparisons: z.array(comparisonSchema).optional(),
})
export type Condition = z.infer<typeof conditionSchema>
