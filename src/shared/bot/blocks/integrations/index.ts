import type { z } from 'zod'
import { sendEmailBlockSchema } from './email'
import { openAiBlockSchema } from './openAi'
import { webhookBlockSchema } from './webhook'

export * from './email'
export * from './openAi'
export * from './webhook'

export const integrationBlockSchemas = [webhookBlockSchema, sendEmailBlockSchema, openAiBlockSchema] as const
export type IntegrationBlock = z.infer<(typeof integrationBlockSchemas)[number]>
