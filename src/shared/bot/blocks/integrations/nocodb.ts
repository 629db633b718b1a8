import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginKeyValuesSchema, pluginOptionsShape } from './pluginOptions'

/** Typebot's NocoDB plugin block: its actions, as exported. */
export const nocodbActions = { search: 'Search Records', create: 'Create Record', update: 'Update Existing Record' } as const
export const nocodbDefaultBaseUrl = 'https://app.nocodb.com'
export const nocodbReturnTypes = ['All', 'First', 'Last', 'Random'] as const
export const nocodbFilterOperators = ['Equal to', 'Not equal', 'Contains', 'Greater than', 'Less than', 'Is set', 'Is empty', 'Starts with', 'Ends with'] as const

const comparisonSchema = z.looseObject({ input: z.string().optional(), operator: z.string().optional(), value: z.string().optional() })
export type NocodbComparison = z.infer<typeof comparisonSchema>

/**
 * `nocodb`: searches a table's records (a filter, the fields mapped into variables), creates a
 * record, or updates the records a filter selects, through NocoDB's v2 REST API at the
 * credentials' base URL (NocoDB Cloud unless self-hosted).
 */
export const nocodbBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('nocodb'),
  options: z
    .looseObject({
      ...pluginOptionsShape,
      tableId: z.string().optional(),
      viewId: z.string().optional(),
      returnType: z.string().optional(),
      filter: z.looseObject({ comparisons: z.array(comparisonSchema).optional(), joiner: z.string().optional() }).optional(),
      responseMapping: z.array(z.looseObject({ fieldName: z.string().optional(), variableId: z.string().optional() })).optional(),
      // Create Record
      fields: pluginKeyValuesSchema.optional(),
      // Update Existing Record
      updates: z.array(z.looseObject({ fieldName: z.string().optional(), value: z.string().optional() })).optional(),
    })
    .optional(),
})
export type NocodbBlock = z.infer<typeof nocodbBlockSchema>
export type NocodbOptions = NonNullable<NocodbBlock['options']>

/** True when the engine runs the block's action (an absent action is not one). */
export const runsNocodbAction = (block: NocodbBlock): boolean => Object.values<string | undefined>(nocodbActions).includes(block.options?.action)
