import { z } from 'zod'
import { blockBaseShape } from '../base'

/** `botId` value that links to the bot holding the block. */
export const currentBotLinkId = 'current'

export const botLinkBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Bot link'),
  options: z
    .object({
      /** A bot of the same workspace, or `"current"`. */
      botId: z.string().optional(),
      /** A group id, or exactly `{{Var}}` holding a group title; absent → the target's start. */
      groupId: z.string().optional(),
      mergeResults: z.boolean().optional(),
    })
    .optional(),
})
export type BotLinkBlock = z.infer<typeof botLinkBlockSchema>

/** `mergeResults` is forced to true when `botId` is `"current"`. */
export const defaultBotLinkOptions = { mergeResults: false } as const
