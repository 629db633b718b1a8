import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from '../common'
import { edgeSchema } from './edge'
import { eventsSchema } from './event'
import { groupSchema } from './group'
import { settingsSchema } from './settings'
import { themeSchema } from './theme'
import { variableSchema } from './variable'

/** Versions a stored document may carry; "6.1" differs from "6" only by theme defaults. */
export const botVersionSchema = z.enum(['6', '6.1'])
export type BotVersion = z.infer<typeof botVersionSchema>
/** New bots are created as "6"; "6.1" is the latest schema a document can be migrated to. */
export const newBotVersion: BotVersion = '6'
export const latestBotVersion: BotVersion = '6.1'

/** Slug of the public chat URL. */
export const publicIdSchema = z
  .string()
  .min(4, 'publicId needs at least 4 characters')
  .max(128)
  .regex(/^[a-zA-Z0-9-.]+$/, 'publicId may hold only letters, digits, "-" and "."')

export const resultsTablePreferencesSchema = z.object({
  columnsOrder: z.array(z.string()),
  columnsVisibility: z.record(z.string(), z.boolean()),
  columnsWidth: z.record(z.string(), z.number()),
})
export type ResultsTablePreferences = z.infer<typeof resultsTablePreferencesSchema>

/** The editable part of a bot: what the canvas, theme and settings panels change. */
export const botDocumentShape = {
  events: eventsSchema,
  groups: z.array(groupSchema),
  edges: z.array(edgeSchema),
  variables: z.array(variableSchema),
  theme: themeSchema,
  settings: settingsSchema,
}

/** Fields a client may set on create and update. */
export const botWritableShape = {
  ...botDocumentShape,
  name: z.string().trim().min(1).max(200),
  icon: z.string().max(2048).nullable(),
  folderId: idSchema.nullable(),
  selectedThemeTemplateId: z.string().nullable(),
  publicId: publicIdSchema.nullable(),
  customDomain: z.string().max(253).nullable(),
  resultsTablePreferences: resultsTablePreferencesSchema.nullable(),
}

export const botSchema = z.object({
  ...botWritableShape,
  version: botVersionSchema,
  id: idSchema,
  workspaceId: idSchema,
  spaceId: z.string().nullable(),
  messagingAppCredentialsId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  isArchived: z.boolean(),
  isClosed: z.boolean(),
  riskLevel: z.number().nullable(),
  // Beyond the spec's fields: the published version visitors run (null when unpublished).
  publishedBotId: z.string().nullable(),
})
export type Bot = z.infer<typeof botSchema>
export type BotDocument = Pick<Bot, keyof typeof botDocumentShape>

/** Body of create: every field optional; the server fills the rest. */
export const botCreateSchema = z.object(botWritableShape).partial()
export type BotCreate = z.infer<typeof botCreateSchema>

/** Body of update: a partial bot; `updatedAt` guards against overwriting a newer version. */
export const botUpdateSchema = z
  .object({
    ...botWritableShape,
    isArchived: z.boolean(),
    isClosed: z.boolean(),
    updatedAt: isoDateTimeSchema,
  })
  .partial()
export type BotUpdate = z.infer<typeof botUpdateSchema>

export const accessRightSchema = z.enum(['read', 'write'])
export const currentUserModeSchema = z.enum(['guest', 'read', 'write'])
export type CurrentUserMode = z.infer<typeof currentUserModeSchema>

export const botListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string().nullable(),
  spaceId: z.string().nullable(),
  publishedBotId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  accessRight: accessRightSchema,
  // Beyond the spec's sample, for the dashboard: where it lives and when it last changed.
  workspaceId: idSchema,
  folderId: idSchema.nullable(),
  publicId: z.string().nullable(),
  isClosed: z.boolean(),
  updatedAt: isoDateTimeSchema,
})
export type BotListItem = z.infer<typeof botListItemSchema>

/** The snapshot visitors run, made on every publish. */
export const publishedBotSchema = z.object({
  ...botDocumentShape,
  id: idSchema,
  botId: idSchema,
  version: botVersionSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
})
export type PublishedBot = z.infer<typeof publishedBotSchema>

export const publishedBotSummarySchema = publishedBotSchema.pick({ id: true, botId: true, version: true, createdAt: true })
export type PublishedBotSummary = z.infer<typeof publishedBotSummarySchema>
