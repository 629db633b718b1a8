import { z } from 'zod'
import { idSchema } from '../../common'
import { conditionSchema } from '../condition'

/** Fields every block may carry, whatever its family (BLOCKS.md §1.3). */
export const blockBaseShape = {
  id: idSchema,
  outgoingEdgeId: idSchema.optional(),
  /** Builder note: preserved and ignored. */
  label: z.string().optional(),
  /** Parent pointer written by older builders and still found in exports: preserved, never read. */
  groupId: z.string().optional(),
}

/** Fields every item (choice, picture choice, card, Condition, AB test) carries. */
export const itemBaseShape = {
  id: idSchema,
  outgoingEdgeId: idSchema.optional(),
}

/**
 * "N|V": a number, or a string holding exactly one `{{Variable}}`. The schema keeps any string:
 * conversion of other strings happens on write, and a non-numeric value reads as absent at runtime.
 */
export const numberOrVariableSchema = z.union([z.number(), z.string()])
export type NumberOrVariable = z.infer<typeof numberOrVariableSchema>

/**
 * "If no answer within N seconds" (issue 14, Typebot #1225): measured by the server; when it passes,
 * the walk follows `outgoingEdgeId` (an edge `from: {blockId, pathId: "timeout"}`). Beside Typebot's options.
 */
export const inputTimeoutSchema = z.object({
  isEnabled: z.boolean().optional(),
  seconds: z.number().min(1).max(7 * 24 * 3600).optional(),
  outgoingEdgeId: idSchema.optional(),
})
export type InputTimeout = z.infer<typeof inputTimeoutSchema>
export { defaultTimeoutSeconds, timeoutPathId } from '../timerDefaults'

/** Options every input shares: the variable that receives the normalised answer, and the timeout. */
export const inputBaseOptionsShape = {
  variableId: z.string().optional(),
  timeout: inputTimeoutSchema.optional(),
}

/** Submit label wherever an input has a `labels.button` or `buttonLabel`. */
export const defaultSubmitLabel = 'Send'

/** Per-item visibility rule of choice, picture choice and card items. */
export const displayConditionSchema = z.object({
  isEnabled: z.boolean().optional(),
  condition: conditionSchema.optional(),
})
export type DisplayCondition = z.infer<typeof displayConditionSchema>
