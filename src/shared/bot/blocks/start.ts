import { z } from 'zod'
import { blockBaseShape } from './base'

/**
 * Compatibility block: older documents and the create sample of interface-spec.md carry the entry
 * point as a block. The engine skips it like an empty block; migration turns it into the start event.
 */
export const startBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('start'),
})
export type StartBlock = z.infer<typeof startBlockSchema>
