import type { z } from 'zod'
import { sendEmailBlockSchema } from './email'
import { languageModelBlockSchemas } from './languageModels'
import { qrCodeBlockSchema } from './qrCode'
import { openAiBlockSchema } from './openAi'
import { automationBlockSchemas, webhookBlockSchema } from './webhook'
import { difyAiBlockSchema } from './difyAi'
import { chatNodeBlockSchema } from './chatNode'
import { elevenLabsBlockSchema } from './elevenLabs'
import { calComBlockSchema } from './calCom'
import { blinkBlockSchema } from './blink'
import { googleSheetsBlockSchema } from './googleSheets'
import { chatwootBlockSchema } from './chatwoot'
import { googleAnalyticsBlockSchema } from './googleAnalytics'
import { pixelBlockSchema } from './pixel'
import { serviceBlockSchemas } from './serviceBlocks'

export * from './email'
export * from './languageModels'
export * from './languageModelActions'
export * from './languageModelTools'
export * from './qrCode'
export * from './openAi'
export * from './webhook'
export * from './pluginShapes'
export * from './difyAi'
export * from './chatNode'
export * from './elevenLabs'
export * from './calCom'
export * from './blink'
export * from './googleSheets'
export * from './chatwoot'
export * from './googleAnalytics'
export * from './pixel'

export * from './pluginOptions'
export * from './nocodb'
export * from './segment'
export * from './posthog'
export * from './gmail'
export * from './zendesk'
export * from './serviceBlocks'

export const integrationBlockSchemas = [webhookBlockSchema, ...automationBlockSchemas, sendEmailBlockSchema, openAiBlockSchema, ...languageModelBlockSchemas, qrCodeBlockSchema,
  difyAiBlockSchema, chatNodeBlockSchema, elevenLabsBlockSchema, calComBlockSchema, blinkBlockSchema,
  googleSheetsBlockSchema,
  chatwootBlockSchema,
  googleAnalyticsBlockSchema,
  pixelBlockSchema,
  ...serviceBlockSchemas,
] as const
export type IntegrationBlock = z.infer<(typeof integrationBlockSchemas)[number]>
