import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginResponseMappingSchema } from './pluginShapes'

export const chatNodeSendMessageAction = 'Send Message'
export const chatNodeDefaultBaseUrl = 'https://api.public.chatnode.ai/v1'
export const chatNodeResponseItems = ['Message', 'Thread ID'] as const

/**
 * `chat-node`: sends the templated message to a ChatNode bot (`POST /v1/{botId}`), in the thread
 * given (a new one when empty), and saves its answer and the thread's id.
 */
export const chatNodeBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('chat-node'),
  options: z
    .looseObject({
      action: z.string().optional(),
      credentialsId: z.string().optional(),
      botId: z.string().optional(),
      threadId: z.string().optional(),
      message: z.string().optional(),
      responseMapping: z.array(pluginResponseMappingSchema).optional(),
    })
    .optional(),
})
export type ChatNodeBlock = z.infer<typeof chatNodeBlockSchema>
