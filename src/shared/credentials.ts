import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from './common'
import { type LanguageModelProvider, languageModelProviderIds } from './bot/blocks/integrations/languageModels'
import { type ApiKeyPluginType, apiKeyPluginTypes } from './bot/blocks/integrations/pluginShapes'

/** A model provider's key, and the address it is used at when the block sets none. */
const apiKeyDataSchema = z.object({
  apiKey: z.string().min(1).max(500),
  baseUrl: z.url().max(2048).optional(),
})

/** A Dify account: the app's key, and the knowledge (dataset) key Query Knowledge Base uses, else the app's. */
const difyDataSchema = apiKeyDataSchema.extend({ knowledgeApiKey: z.string().trim().max(500).optional() })

/** A Stripe account's keys (Payment input): live ones for visitors, test ones used by the preview when set. */
const stripeKeysSchema = z.object({
  livePublicKey: z.string().trim().min(1).max(500),
  liveSecretKey: z.string().trim().min(1).max(500),
  testPublicKey: z.string().trim().max(500).optional(),
  testSecretKey: z.string().trim().max(500).optional(),
})
/**
 * A Google account for Google Sheets blocks: an OAuth client's refresh token (exchanged for an
 * access token at each use), or a service account's key (a JWT signed with it, exchanged likewise).
 */
const googleSheetsDataSchema = z.union([
  z.object({ clientId: z.string().min(1).max(500), clientSecret: z.string().min(1).max(500), refreshToken: z.string().min(1).max(2000) }),
  z.object({ clientEmail: z.email().max(320), privateKey: z.string().min(1).max(10_000) }),
])
/** A Zendesk Conversations API key: it signs the token that logs a visitor in to the messaging widget. */
const zendeskDataSchema = z.object({
  conversationsKeyId: z.string().min(1).max(500),
  conversationsSecretKey: z.string().min(1).max(500),
})

/**
 * A Google account for the Gmail block: an OAuth client and the refresh token it was granted
 * (gmail.send scope), exchanged for an access token at each send. The token endpoint and the API's
 * address are Google's unless set (a proxy, or a local fake in tests).
 */
const gmailDataSchema = z.object({
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).max(500),
  refreshToken: z.string().min(1).max(2000),
  tokenUrl: z.url().max(2048).optional(),
  baseUrl: z.url().max(2048).optional(),
})

/** Plugin blocks whose account is a key and the service's address (NocoDB's base URL, PostHog's host…). */
const apiKeyServiceTypes = ['nocodb', 'segment', 'posthog'] as const

/** Secrets blocks refer to by id. The data is write-only: the API never returns it. */
export const credentialsDataSchemas = {
  ...(Object.fromEntries(languageModelProviderIds.map((provider) => [provider, apiKeyDataSchema])) as Record<LanguageModelProvider, typeof apiKeyDataSchema>),
  // Dify, ChatNode, ElevenLabs, Blink: a key, and the service's address when it is not the public one (a self-hosted Dify).
  ...(Object.fromEntries(apiKeyPluginTypes.map((type) => [type, apiKeyDataSchema])) as Record<ApiKeyPluginType, typeof apiKeyDataSchema>),
  'dify-ai': difyDataSchema,
  smtp: z.object({
    host: z.string().min(1).max(253),
    port: z.coerce.number().int().min(1).max(65535),
    username: z.string().max(500).optional(),
    password: z.string().max(500).optional(),
    isTlsEnabled: z.boolean().optional(),
    fromEmail: z.email().max(320),
    fromName: z.string().max(200).optional(),
  }),
  stripe: stripeKeysSchema,
  'google sheets': googleSheetsDataSchema,
  ...(Object.fromEntries(apiKeyServiceTypes.map((type) => [type, apiKeyDataSchema])) as Record<(typeof apiKeyServiceTypes)[number], typeof apiKeyDataSchema>),
  zendesk: zendeskDataSchema,
  gmail: gmailDataSchema,
}
export const credentialsTypeSchema = z.enum([
  ...languageModelProviderIds,
  'smtp',
  'stripe',
  'google sheets',
  ...apiKeyPluginTypes,
  ...apiKeyServiceTypes,
  'zendesk',
  'gmail',
])
export type CredentialsType = z.infer<typeof credentialsTypeSchema>

export const credentialsSchema = z.object({
  id: idSchema,
  type: credentialsTypeSchema,
  name: z.string(),
  createdAt: isoDateTimeSchema,
})
export type Credentials = z.infer<typeof credentialsSchema>

const credentialsNameSchema = z.string().trim().min(1).max(100)
export const createCredentialsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(languageModelProviderIds), name: credentialsNameSchema, data: apiKeyDataSchema }),
  z.object({ type: z.literal('smtp'), name: credentialsNameSchema, data: credentialsDataSchemas.smtp }),
  z.object({ type: z.enum(apiKeyPluginTypes).exclude(['dify-ai']), name: credentialsNameSchema, data: apiKeyDataSchema }),
  z.object({ type: z.literal('dify-ai'), name: credentialsNameSchema, data: difyDataSchema }),
  z.object({ type: z.literal('stripe'), name: credentialsNameSchema, data: stripeKeysSchema }),
  z.object({ type: z.literal('google sheets'), name: credentialsNameSchema, data: googleSheetsDataSchema }),
  z.object({ type: z.enum(apiKeyServiceTypes), name: credentialsNameSchema, data: apiKeyDataSchema }),
  z.object({ type: z.literal('zendesk'), name: credentialsNameSchema, data: zendeskDataSchema }),
  z.object({ type: z.literal('gmail'), name: credentialsNameSchema, data: gmailDataSchema }),
])
