import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from './common'

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string().nullable(),
  createdAt: isoDateTimeSchema,
})
export type User = z.infer<typeof userSchema>

export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
})
export type ApiToken = z.infer<typeof apiTokenSchema>

/** Returned once, on creation: the secret is never shown again. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() })
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>
