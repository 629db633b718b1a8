import { z } from 'zod'
import { blockBaseShape, numberOrVariableSchema } from '../base'

/**
 * `Google Analytics`: sends an event through gtag on the visitor's page (gtag.js loaded for the
 * measurement ID when the step runs). Every field is templated; `value` is a number or a variable.
 */
export const googleAnalyticsBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Google Analytics'),
  options: z
    .object({
      trackingId: z.string().optional(),
      category: z.string().optional(),
      action: z.string().optional(),
      label: z.string().optional(),
      value: numberOrVariableSchema.optional(),
      sendTo: z.string().optional(),
    })
    .optional(),
})
export type GoogleAnalyticsBlock = z.infer<typeof googleAnalyticsBlockSchema>
