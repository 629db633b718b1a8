import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginKeyValuesSchema, pluginOptionsShape } from './pluginOptions'
import { pluginResponseMappingSchema } from './pluginShapes'

/**
 * Typebot's PostHog actions: the first four each sent as one captured event (the last two and Get
 * Flag from older exports); Get Flag reads a feature flag's payload for a user.
 */
export const posthogActions = { capture: 'Capture', identifyGroup: 'Identify Group', identify: 'Identify User', pageView: 'Page View', getFlag: 'Get Flag' } as const
/** What Get Flag can save: the payload of the flag (of the variant matched, for a multivariate flag). */
export const posthogFlagResponseItems = ['Flag Payload'] as const
export const posthogDefaultHost = 'https://us.i.posthog.com'

/**
 * `posthog`: captures an event (with person properties and groups), identifies a group or a user,
 * records a page view, or gets a feature flag's payload.
 */
export const posthogBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('posthog'),
  options: z
    .looseObject({
      ...pluginOptionsShape,
      isAnonymous: z.boolean().optional(),
      distinctId: z.string().optional(),
      event: z.string().optional(),
      properties: pluginKeyValuesSchema.optional(),
      personProperties: pluginKeyValuesSchema.optional(),
      groups: z.array(z.looseObject({ type: z.string().optional(), key: z.string().optional() })).optional(),
      groupType: z.string().optional(),
      groupKey: z.string().optional(),
      // Identify User, Page View and Get Flag (older exports)
      userId: z.string().optional(),
      anonymous: z.boolean().optional(),
      flagKey: z.string().optional(),
      /** A flag with variants: the variant's payload, person properties sent to match it. */
      multivariate: z.boolean().optional(),
      responseMapping: z.array(pluginResponseMappingSchema).optional(),
    })
    .optional(),
})
export type PosthogBlock = z.infer<typeof posthogBlockSchema>
export type PosthogOptions = NonNullable<PosthogBlock['options']>

export const runsPosthogAction = (block: PosthogBlock): boolean => Object.values<string | undefined>(posthogActions).includes(block.options?.action)
