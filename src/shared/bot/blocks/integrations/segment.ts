import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginKeyValuesSchema, pluginOptionsShape } from './pluginOptions'

/**
 * Typebot's Segment actions, each with the names older exports used for it, mapped to the call of
 * Segment's HTTP tracking API it makes.
 */
export const segmentActions = {
  identify: ['Identify User'],
  track: ['Track', 'Track Event'],
  page: ['Page', 'Track Chatbot View'],
  alias: ['Alias'],
} as const
export type SegmentCall = keyof typeof segmentActions
export const segmentDefaultBaseUrl = 'https://api.segment.io'

/** `segment`: identifies a user, tracks an event or a page view, or aliases an id, with the source's write key. */
export const segmentBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('segment'),
  options: z
    .looseObject({
      ...pluginOptionsShape,
      userId: z.string().optional(),
      email: z.string().optional(),
      traits: pluginKeyValuesSchema.optional(),
      eventName: z.string().optional(),
      name: z.string().optional(),
      category: z.string().optional(),
      properties: pluginKeyValuesSchema.optional(),
      previousId: z.string().optional(),
    })
    .optional(),
})
export type SegmentBlock = z.infer<typeof segmentBlockSchema>
export type SegmentOptions = NonNullable<SegmentBlock['options']>

/** The tracking API call of the block's action; undefined for an action this product does not know. */
export const segmentCallOf = (action: string | undefined): SegmentCall | undefined =>
  (Object.keys(segmentActions) as SegmentCall[]).find((call) => (segmentActions[call] as readonly string[]).includes(action ?? ''))
