import { z } from 'zod'
import { blockBaseShape } from '../base'

export const jumpBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Jump'),
  options: z
    .object({
      /** A group id, or exactly `{{Var}}` holding a group title. */
      groupId: z.string().optional(),
      /** A block of that group; absent → its first block. */
      blockId: z.string().optional(),
    })
    .optional(),
})
export type JumpBlock = z.infer<typeof jumpBlockSchema>
