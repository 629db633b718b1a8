import { z } from 'zod'
import { idSchema } from '../../../common'

/**
 * Shapes shared by Typebot's plugin ("forge") blocks. Typebot writes their list entries without ids
 * (the editor gives one to the rows it adds), and every object stays loose: keys of a newer Typebot
 * survive an import untouched.
 */

/** A "save the response" row: which part of the answer goes to which variable. */
export const pluginResponseMappingSchema = z.looseObject({
  id: idSchema.optional(),
  item: z.string().optional(),
  variableId: z.string().optional(),
})
export type PluginResponseMapping = z.infer<typeof pluginResponseMappingSchema>

/** A key and a templated value (Dify's inputs, Cal.com's prefilled answers). */
export const pluginKeyValueSchema = z.looseObject({
  id: idSchema.optional(),
  key: z.string().optional(),
  value: z.string().optional(),
})
export type PluginKeyValue = z.infer<typeof pluginKeyValueSchema>

/** Plugin blocks whose credentials are one API key, of a credentials type named as the block type. */
export const apiKeyPluginTypes = ['dify-ai', 'chat-node', 'elevenlabs', 'blink'] as const
export type ApiKeyPluginType = (typeof apiKeyPluginTypes)[number]
export const isApiKeyPluginType = (type: string): type is ApiKeyPluginType => (apiKeyPluginTypes as readonly string[]).includes(type)

/** True when a plugin block asks for one of the actions we run: one of `actions`, or none yet (a new block). */
export const runsPluginAction = (block: { options?: { action?: string } }, actions: readonly string[]) => !block.options?.action || actions.includes(block.options.action)
