import { z } from 'zod'
import { allowedOriginSchema } from './settings/allowedOrigin'
import { translationsSettingsSchema } from './translations/translationsSettings'

// Bot settings (BLOCKS.md §6.2, interface-spec "Settings"). Every field is optional: absent means the
// default applied by `resolveSettings`, never written into stored JSON.

export const rememberUserStorages = ['session', 'local'] as const

/** Texts the engine and client show outside the flow; each one is templated when used. */
export const systemMessagesSchema = z.object({
  invalidMessage: z.string().optional(),
  botClosed: z.string().optional(),
  networkErrorTitle: z.string().optional(),
  networkErrorMessage: z.string().optional(),
  popupBlockedTitle: z.string().optional(),
  popupBlockedDescription: z.string().optional(),
  popupBlockedButtonLabel: z.string().optional(),
  /** `[[file]]`, `[[limit]]` are replaced by the client. */
  fileUploadError: z.string().optional(),
  fileUploadSizeError: z.string().optional(),
  messagingAppPictureChoiceSelectLabel: z.string().optional(),
})
export type SystemMessages = z.infer<typeof systemMessagesSchema>

export const generalSettingsSchema = z.object({
  isBrandingEnabled: z.boolean().optional(),
  /** Legacy: `typingEmulation.enabled` decides. */
  isTypingEmulationEnabled: z.boolean().optional(),
  isInputPrefillEnabled: z.boolean().optional(),
  isHideQueryParamsEnabled: z.boolean().optional(),
  /** Legacy switch for remember user; see `isRememberUserEnabled`. */
  isNewResultOnRefreshEnabled: z.boolean().optional(),
  rememberUser: z
    .object({ isEnabled: z.boolean().optional(), storage: z.enum(rememberUserStorages).optional() })
    .optional(),
  systemMessages: systemMessagesSchema.optional(),
})

export const typingEmulationSchema = z.object({
  enabled: z.boolean().optional(),
  /** Words per minute. */
  speed: z.number().optional(),
  /** Seconds. */
  maxDelay: z.number().optional(),
  /** Seconds added between host bubbles. */
  delayBetweenBubbles: z.number().min(0).max(5).optional(),
  isDisabledOnFirstMessage: z.boolean().optional(),
})

export const metadataSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  favIconUrl: z.string().optional(),
  customHeadCode: z.string().optional(),
  tagManagerId: z.string().optional(),
  allowIndexing: z.boolean().optional(),
})

// Loose: stored and returned for messaging-app channels the web engine does not run; its shape is
// opaque in the interface, so keys we do not list are kept rather than dropped.
export const messagingAppSettingsSchema = z.looseObject({
  isEnabled: z.boolean().optional(),
  /** Hours. */
  sessionExpiryTimeout: z.number().min(0.01).max(48).optional(),
  errorAndMarketingStatusWebhookForwardUrl: z.string().optional(),
  isWebhookForwardingEnabled: z.boolean().optional(),
  webhookForwardingEventTypes: z.array(z.string()).optional(),
})

export const settingsSchema = z.object({
  general: generalSettingsSchema.optional(),
  typingEmulation: typingEmulationSchema.optional(),
  metadata: metadataSchema.optional(),
  messagingApp: messagingAppSettingsSchema.optional(),
  publicShare: z.object({ isEnabled: z.boolean().optional() }).optional(),
  security: z.object({ allowedOrigins: z.array(allowedOriginSchema).optional() }).optional(),
  // Beyond Typebot's settings: the bot's languages and translated texts (issue 14).
  translations: translationsSettingsSchema.optional(),
})
export type Settings = z.infer<typeof settingsSchema>

export * from './settings/allowedOrigin'
export * from './settings/defaultSettings'
export * from './settings/resolveSettings'
