import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel, inputBaseOptionsShape, numberOrVariableSchema } from '../base'

export const ratingButtonTypes = ['Icons', 'Numbers'] as const

export const ratingInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('rating input'),
  options: z
    .object({
      ...inputBaseOptionsShape,
      buttonType: z.enum(ratingButtonTypes).optional(),
      // A count of buttons: anything but a positive integer makes no scale.
      length: z.number().int().min(1).optional(),
      /** First number of a Numbers scale; ignored for Icons, which start at 1. */
      startsAt: numberOrVariableSchema.optional(),
      labels: z
        .object({ left: z.string().optional(), right: z.string().optional(), button: z.string().optional() })
        .optional(),
      customIcon: z.object({ isEnabled: z.boolean().optional(), svg: z.string().optional() }).optional(),
      isOneClickSubmitEnabled: z.boolean().optional(),
    })
    .optional(),
})
export type RatingInputBlock = z.infer<typeof ratingInputBlockSchema>

export const defaultRatingInputOptions = {
  buttonType: 'Numbers',
  length: 10,
  startsAt: 0,
  labels: { button: defaultSubmitLabel },
  customIcon: { isEnabled: false },
  isOneClickSubmitEnabled: false,
} as const
