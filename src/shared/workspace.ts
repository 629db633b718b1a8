import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from './common'

export const planSchema = z.enum(['FREE', 'STARTER', 'PRO', 'LIFETIME', 'OFFERED', 'CUSTOM', 'UNLIMITED', 'ENTERPRISE'])
export type Plan = z.infer<typeof planSchema>

export const memberRoleSchema = z.enum(['ADMIN', 'MEMBER', 'GUEST'])
export type MemberRole = z.infer<typeof memberRoleSchema>

export const workspaceNameSchema = z.string().trim().min(1, 'name must not be empty').max(100)
export const workspaceIconSchema = z.string().max(2048).nullable()

export const workspaceSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string().nullable(),
  plan: planSchema,
  // Beyond the spec: what the caller may do here, so the app can hide what it may not.
  currentUserRole: memberRoleSchema,
  createdAt: isoDateTimeSchema,
})
export type Workspace = z.infer<typeof workspaceSchema>

export const memberSchema = z.object({
  userId: idSchema,
  email: z.string(),
  name: z.string().nullable(),
  role: memberRoleSchema,
  createdAt: isoDateTimeSchema,
})
export type Member = z.infer<typeof memberSchema>
