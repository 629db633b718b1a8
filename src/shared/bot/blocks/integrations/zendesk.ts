import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginOptionsShape } from './pluginOptions'

export const zendeskOpenWebWidgetAction = 'Open Web Widget'

/**
 * `zendesk`: opens Zendesk's messaging Web Widget on the chat page (its snippet loaded only then),
 * the visitor signed in with a token the credentials' Conversations key signs when a user id is set.
 */
export const zendeskBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('zendesk'),
  options: z
    .looseObject({
      ...pluginOptionsShape,
      userId: z.string().optional(),
      name: z.string().optional(),
      email: z.string().optional(),
      webWidgetKey: z.string().optional(),
    })
    .optional(),
})
export type ZendeskBlock = z.infer<typeof zendeskBlockSchema>
export type ZendeskOptions = NonNullable<ZendeskBlock['options']>

export const runsZendeskAction = (block: ZendeskBlock): boolean => (block.options?.action ?? zendeskOpenWebWidgetAction) === zendeskOpenWebWidgetAction
