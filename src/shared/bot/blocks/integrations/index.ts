import type { z } from 'zod'
import { sendEmailBlockSchema } from './email'
import { languageModelBlockSchemas } from './languageModels'
import { qrCodeBlockSchema } from './qrCode'
import { openAiBlockSchema } from './openAi'
import { automationBlockSchemas, webhookBlockSchema } from './webhook'

export * from './email'
export * from './languageModels'
export * from './languageModelActions'
export * from './languageModelTools'
export * from './qrCode'
export * from './openAi'
export * from './webhook'

export const integrationBlockSchemas = [webhookBlockSchema, ...automationBlockSchemas, sendEmailBlockSchema, openAiBlockSchema, ...languageModelBlockSchemas, qrCodeBlockSchema] as const
export type IntegrationBlock = z.infer<(typeof integrationBlockSchemas)[number]>
