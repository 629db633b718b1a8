import { z } from 'zod'
import { bubbleBlockSchemas } from './bubbles'
import { inputBlockSchemas } from './inputs'
import { integrationBlockSchemas } from './integrations'
import { logicBlockSchemas } from './logic'
import { startBlockSchema } from './start'
import { unknownBlockSchema } from './unknownBlock'

/** Every block type we model, told apart by `type`. Unknown keys of these blocks are stripped. */
export const knownBlockSchema = z.discriminatedUnion('type', [
  ...bubbleBlockSchemas,
  ...inputBlockSchemas,
  ...logicBlockSchemas,
  ...integrationBlockSchemas,
  startBlockSchema,
])
export type KnownBlock = z.infer<typeof knownBlockSchema>

/**
 * Any block of a group: one of ours, validated strictly, or an unknown one kept verbatim. A known
 * type with invalid fields fails with `invalid_union`; its known-branch issues name the field.
 */
export const blockSchema = z.union([knownBlockSchema, unknownBlockSchema])
export type Block = z.infer<typeof blockSchema>
