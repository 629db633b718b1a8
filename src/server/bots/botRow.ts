import type { Bot, BotListItem, BotVersion, PublishedBot, PublishedBotSummary } from '../../shared/bot/bot'
import type { MemberRole } from '../../shared/workspace'
import { bots, type publishedBots } from '../db/schema'

export type BotRow = typeof bots.$inferSelect
export type PublishedBotRow = typeof publishedBots.$inferSelect

export const toBot = (row: BotRow): Bot => ({
  version: row.version as BotVersion,
  id: row.id,
  name: row.name,
  icon: row.icon,
  folderId: row.folderId,
  publicId: row.publicId,
  customDomain: row.customDomain,
  workspaceId: row.workspaceId,
  spaceId: null,
  selectedThemeTemplateId: row.selectedThemeTemplateId,
  messagingAppCredentialsId: row.messagingAppCredentialsId,
  events: row.events as Bot['events'],
  groups: row.groups,
  edges: row.edges,
  variables: row.variables,
  theme: row.theme,
  settings: row.settings,
  resultsTablePreferences: row.resultsTablePreferences,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  isArchived: row.isArchived,
  isClosed: row.isClosed,
  riskLevel: row.riskLevel,
  publishedBotId: row.publishedBotId,
})

/** The columns a list item needs: never the bot document itself. */
export const botListColumns = {
  id: bots.id,
  name: bots.name,
  icon: bots.icon,
  publishedBotId: bots.publishedBotId,
  createdAt: bots.createdAt,
  updatedAt: bots.updatedAt,
  workspaceId: bots.workspaceId,
  folderId: bots.folderId,
  publicId: bots.publicId,
  isClosed: bots.isClosed,
}
type BotListRow = { [K in keyof typeof botListColumns]: BotRow[K] }

export const toBotListItem = (row: BotListRow, role: MemberRole): BotListItem => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  spaceId: null,
  publishedBotId: row.publishedBotId,
  createdAt: row.createdAt.toISOString(),
  accessRight: role === 'GUEST' ? 'read' : 'write',
  workspaceId: row.workspaceId,
  folderId: row.folderId,
  publicId: row.publicId,
  isClosed: row.isClosed,
  updatedAt: row.updatedAt.toISOString(),
})

export const toPublishedBot = (row: PublishedBotRow): PublishedBot => ({
  id: row.id,
  botId: row.botId,
  version: row.version as BotVersion,
  events: row.events as PublishedBot['events'],
  groups: row.groups,
  edges: row.edges,
  variables: row.variables,
  theme: row.theme,
  settings: row.settings,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export const toPublishedBotSummary = (row: Pick<PublishedBotRow, 'id' | 'botId' | 'version' | 'createdAt'>): PublishedBotSummary => ({
  id: row.id,
  botId: row.botId,
  version: row.version as BotVersion,
  createdAt: row.createdAt.toISOString(),
})
