import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginKeyValuesSchema, pluginOptionsShape } from './pluginOptions'

/** Typebot's PostHog actions (the last two from older exports), each sent as one captured event. */
export const posthogActions = { capture: 'Capture', identifyGroup: 'Identify Group', identify: 'Identify User', pageView: 'Page View' } as const
export const posthogDefaultHost = 'https://us.i.posthog.com'

/** `posthog`: captures an event (with person properties and groups), identifies a group or a user, or records a page view. */
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
      // Identify User and Page View (older exports)
      userId: z.string().optional(),
      anonymous: z.boolean().optional(),
    })
    .optional(),
})
export type PosthogBlock = z.infer<typeof posthogBlockSchema>
export type PosthogOptions = NonNullable<PosthogBlock['options']>

export const runsPosthogAction = (block: PosthogBlock): boolean => Object.values<string | undefined>(posthogActions).includes(block.options?.action)
