import type { z } from 'zod'
import { sendEmailBlockSchema } from './email'
import { languageModelBlockSchemas } from './languageModels'
import { openAiBlockSchema } from './openAi'
import { webhookBlockSchema } from './webhook'

export * from './email'
export * from './languageModels'
export * from './openAi'
export * from './webhook'

export const integrationBlockSchemas = [webhookBlockSchema, sendEmailBlockSchema, openAiBlockSchema, ...languageModelBlockSchemas] as const
export type IntegrationBlock = z.infer<(typeof integrationBlockSchemas)[number]>
