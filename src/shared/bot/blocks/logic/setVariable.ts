import { z } from 'zod'
import { blockBaseShape } from '../base'

/** Value types of Set variable; any other string is refused (BLOCKS.md §3.1). */
export const setVariableTypes = [
  'Custom',
  'Empty',
  'Append value(s)',
  'Environment name',
  'Device type',
  'Transcript',
  'Result ID',
  'User ID',
  'Now',
  'Today',
  'Yesterday',
  'Tomorrow',
  'Random ID',
  'Moment of the day',
  'Map item with same index',
  'Pop',
  'Shift',
  // Known only to a messaging app's conversation (WhatsApp): imported and kept, unset on the web.
  'Phone number',
  'Contact name',
  'Referral Click ID',
  'Referral Source ID',
] as const
export const setVariableTypeSchema = z.enum(setVariableTypes)
export type SetVariableType = z.infer<typeof setVariableTypeSchema>

/** Types whose value only a messaging app's conversation has: on the web they leave the variable as it is. */
export const messagingOnlySetVariableTypes = ['Phone number', 'Contact name', 'Referral Click ID', 'Referral Source ID'] as const satisfies readonly SetVariableType[]

/** Types whose value is computed by the visitor's browser, never by the engine. */
export const clientEvaluatedSetVariableTypes = [
  'Moment of the day',
  'Device type',
] as const satisfies readonly SetVariableType[]

// One flat object rather than a union per type: switching type in the builder keeps the other
// type's fields, and an unused field is simply ignored.
export const setVariableBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Set variable'),
  options: z
    .object({
      variableId: z.string().optional(),
      type: setVariableTypeSchema.optional(),
      isExecutedOnClient: z.boolean().optional(),
      /** Set on imported bots: the preview runs such code in an isolated worker. */
      isUnsafe: z.boolean().optional(),
      // Custom
      expressionToEvaluate: z.string().optional(),
      isCode: z.boolean().optional(),
      expressionDescription: z.string().optional(),
      saveErrorInVariableId: z.string().optional(),
      // Append value(s)
      item: z.string().optional(),
      // Now, Yesterday, Tomorrow: IANA zone, templated
      timeZone: z.string().optional(),
      // Map item with same index
      mapListItemParams: z
        .object({
          baseItemVariableId: z.string().optional(),
          baseListVariableId: z.string().optional(),
          targetListVariableId: z.string().optional(),
        })
        .optional(),
      // Pop, Shift
      saveItemInVariableId: z.string().optional(),
    })
    .optional(),
})
export type SetVariableBlock = z.infer<typeof setVariableBlockSchema>

export const defaultSetVariableOptions = {
  type: 'Custom',
  isExecutedOnClient: false,
  isCode: false,
} as const
