import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginKeyValueSchema, pluginResponseMappingSchema } from './pluginShapes'

/** Dify's actions in Typebot: ask an app, or search a knowledge base (a dataset). */
export const difyCreateChatMessageAction = 'Create Chat Message'
export const difyQueryKnowledgeBaseAction = 'Query Knowledge Base'
export const difyActions = [difyCreateChatMessageAction, difyQueryKnowledgeBaseAction] as const
/** What Query Knowledge Base can save: the text of each retrieved chunk, as a list. */
export const difyKnowledgeResponseItems = ['Retrieved chunks'] as const
/** Dify Cloud; a self-hosted Dify is set as the credentials' API endpoint. */
export const difyDefaultBaseUrl = 'https://api.dify.ai'
/** What a response mapping row can save. Older exports say `Answer` and `Total Tokens`: read as the first two. */
export const difyResponseItems = ['Message content', 'Total tokens', 'Prompt tokens', 'Completion tokens', 'Conversation ID'] as const
export const difyLegacyResponseItems: Record<string, (typeof difyResponseItems)[number]> = { Answer: 'Message content', 'Total Tokens': 'Total tokens' }

/**
 * `dify-ai`: sends the templated query to a Dify app (`/v1/chat-messages`), with its inputs, and
 * keeps the conversation in a variable so the next message goes on with it; or retrieves the
 * chunks of a knowledge base (`datasetId`) that match the query.
 */
export const difyAiBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('dify-ai'),
  options: z
    .looseObject({
      action: z.string().optional(),
      credentialsId: z.string().optional(),
      query: z.string().optional(),
      /** Query Knowledge Base: the dataset's id (templated). */
      datasetId: z.string().optional(),
      conversationVariableId: z.string().optional(),
      /** Older exports: a templated conversation id instead of a variable. */
      conversation_id: z.string().optional(),
      user: z.string().optional(),
      inputs: z.array(pluginKeyValueSchema).optional(),
      responseMapping: z.array(pluginResponseMappingSchema).optional(),
    })
    .optional(),
})
export type DifyAiBlock = z.infer<typeof difyAiBlockSchema>
