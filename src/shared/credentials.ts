import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from './common'

/** Secrets blocks refer to by id. The data is write-only: the API never returns it. */
export const credentialsDataSchemas = {
  openai: z.object({
    apiKey: z.string().min(1).max(500),
    baseUrl: z.url().max(2048).optional(),
  }),
  smtp: z.object({
    host: z.string().min(1).max(253),
    port: z.coerce.number().int().min(1).max(65535),
    username: z.string().max(500).optional(),
    password: z.string().max(500).optional(),
    isTlsEnabled: z.boolean().optional(),
    fromEmail: z.email().max(320),
    fromName: z.string().max(200).optional(),
  }),
}
export const credentialsTypeSchema = z.enum(['openai', 'smtp'])
export type CredentialsType = z.infer<typeof credentialsTypeSchema>

export const credentialsSchema = z.object({
  id: idSchema,
  type: credentialsTypeSchema,
  name: z.string(),
  createdAt: isoDateTimeSchema,
})
export type Credentials = z.infer<typeof credentialsSchema>

export const createCredentialsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('openai'), name: z.string().trim().min(1).max(100), data: credentialsDataSchemas.openai }),
  z.object({ type: z.literal('smtp'), name: z.string().trim().min(1).max(100), data: credentialsDataSchemas.smtp }),
])
