import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel, inputBaseOptionsShape } from '../base'

export const timeInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('time input'),
  options: z
    .object({
      ...inputBaseOptionsShape,
      labels: z.object({ button: z.string().optional() }).optional(),
      /** Unicode TR35 pattern of the stored answer. */
      format: z.string().optional(),
    })
    .optional(),
})
export type TimeInputBlock = z.infer<typeof timeInputBlockSchema>

export const defaultTimeInputOptions = {
  labels: { button: defaultSubmitLabel },
  format: 'HH:mm',
} as const
