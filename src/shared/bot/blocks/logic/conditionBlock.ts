import { z } from 'zod'
import { conditionSchema } from '../../condition'
import { blockBaseShape, itemBaseShape } from '../base'

/** One branch: taken when its condition holds; items without `content` are skipped. */
export const conditionItemSchema = z.object({
  ...itemBaseShape,
  content: conditionSchema.optional(),
})
export type ConditionItem = z.infer<typeof conditionItemSchema>

/** No options: the block's own `outgoingEdgeId` is the "else" branch. */
export const conditionBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Condition'),
  items: z.array(conditionItemSchema),
})
export type ConditionBlock = z.infer<typeof conditionBlockSchema>
