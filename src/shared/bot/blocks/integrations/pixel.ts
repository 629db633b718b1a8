import { z } from 'zod'
import { idSchema } from '../../../common'
import { blockBaseShape } from '../base'

/** Meta's standard events (https://developers.facebook.com/docs/meta-pixel/reference#standard-events). */
export const pixelStandardEvents = [
  'Lead', 'Contact', 'CompleteRegistration', 'Schedule', 'SubmitApplication', 'ViewContent', 'AddPaymentInfo', 'AddToCart', 'AddToWishlist',
  'CustomizeProduct', 'Donate', 'FindLocation', 'InitiateCheckout', 'Purchase', 'Search', 'StartTrial', 'Subscribe',
] as const
export const pixelEventTypes = ['Custom', ...pixelStandardEvents] as const

/**
 * `Pixel`: tracks a Meta Pixel event through fbq on the visitor's page (the pixel's script loaded
 * and initialised when the step runs, unless `isInitSkip`: the host page already has it). A
 * `Custom` event is tracked under `name`. Parameters are templated key and value pairs.
 */
export const pixelBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Pixel'),
  options: z
    .object({
      pixelId: z.string().optional(),
      isInitSkip: z.boolean().optional(),
      eventType: z.enum(pixelEventTypes).optional(),
      name: z.string().optional(),
      params: z.array(z.object({ id: idSchema, key: z.string().optional(), value: z.unknown().optional() })).optional(),
    })
    .optional(),
})
export type PixelBlock = z.infer<typeof pixelBlockSchema>
