import { z } from 'zod'
import { blockBaseShape } from '../base'

/** Goes back to the return mark left by a Jump, a command or a reply event; no options. */
export const returnBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Return'),
})
export type ReturnBlock = z.infer<typeof returnBlockSchema>
