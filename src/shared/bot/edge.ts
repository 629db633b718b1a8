import { z } from 'zod'
import { idSchema } from '../common'

const edgeFromBlockSchema = z.object({
  blockId: idSchema,
  /** Legacy: older documents also name the block's group; kept so imports round-trip. */
  groupId: idSchema.optional(),
  itemId: idSchema.optional(),
  pathId: idSchema.optional(),
})
const edgeFromEventSchema = z.object({ eventId: idSchema })

export const edgeSchema = z.object({
  id: idSchema,
  from: z.union([edgeFromEventSchema, edgeFromBlockSchema]),
  to: z.object({ groupId: idSchema, blockId: idSchema.optional() }),
})
export type Edge = z.infer<typeof edgeSchema>
export type EdgeSource = Edge['from']

export const isEventSource = (from: EdgeSource): from is z.infer<typeof edgeFromEventSchema> => 'eventId' in from
