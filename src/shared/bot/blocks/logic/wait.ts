import { z } from 'zod'
import { blockBaseShape } from '../base'

export const waitBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Wait'),
  options: z
    .object({
      /** Templated; parsed as a float when run, not a number → no wait. */
      secondsToWaitFor: z.string().optional(),
      /** Stop the walk until the client replies after the delay. */
      shouldPause: z.boolean().optional(),
    })
    .optional(),
})
export type WaitBlock = z.infer<typeof waitBlockSchema>

export const defaultWaitOptions = { shouldPause: false } as const
