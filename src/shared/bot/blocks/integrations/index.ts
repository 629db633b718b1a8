import type { z } from 'zod'
import { sendEmailBlockSchema } from './email'
import { languageModelBlockSchemas } from './languageModels'
import { qrCodeBlockSchema } from './qrCode'
import { openAiBlockSchema } from './openAi'
import { automationBlockSchemas, webhookBlockSchema } from './webhook'
import { googleSheetsBlockSchema } from './googleSheets'
import { chatwootBlockSchema } from './chatwoot'
import { googleAnalyticsBlockSchema } from './googleAnalytics'
import { pixelBlockSchema } from './pixel'

export * from './email'
export * from './languageModels'
export * from './qrCode'
export * from './openAi'
export * from './webhook'
export * from './googleSheets'
export * from './chatwoot'
export * from './googleAnalytics'
export * from './pixel'

export const integrationBlockSchemas = [webhookBlockSchema, ...automationBlockSchemas, sendEmailBlockSchema, openAiBlockSchema, ...languageModelBlockSchemas, qrCodeBlockSchema,
  googleSheetsBlockSchema,
  chatwootBlockSchema,
  googleAnalyticsBlockSchema,
  pixelBlockSchema,
] as const
export type IntegrationBlock = z.infer<(typeof integrationBlockSchemas)[number]>
