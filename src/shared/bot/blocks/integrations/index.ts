import type { z } from 'zod'
import { sendEmailBlockSchema } from './email'
import { languageModelBlockSchemas } from './languageModels'
import { qrCodeBlockSchema } from './qrCode'
import { openAiBlockSchema } from './openAi'
import { automationBlockSchemas, webhookBlockSchema } from './webhook'
import { serviceBlockSchemas } from './serviceBlocks'

export * from './email'
export * from './languageModels'
export * from './qrCode'
export * from './openAi'
export * from './webhook'
export * from './pluginOptions'
export * from './nocodb'
export * from './segment'
export * from './posthog'
export * from './gmail'
export * from './zendesk'
export * from './serviceBlocks'

export const integrationBlockSchemas = [
  webhookBlockSchema, ...automationBlockSchemas, sendEmailBlockSchema, openAiBlockSchema, ...languageModelBlockSchemas, qrCodeBlockSchema,
  ...serviceBlockSchemas,
] as const
export type IntegrationBlock = z.infer<(typeof integrationBlockSchemas)[number]>
