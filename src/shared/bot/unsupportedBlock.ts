import { z } from 'zod'

/** A block the engine will skip (kept in the document so no data is lost). */
export const unsupportedBlockSchema = z.object({
  groupId: z.string(),
  groupTitle: z.string(),
  blockId: z.string(),
  type: z.string(),
  reason: z.string(),
})
export type UnsupportedBlock = z.infer<typeof unsupportedBlockSchema>
