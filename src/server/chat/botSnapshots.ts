import { and, eq } from 'drizzle-orm'
import type { BotVersion } from '../../shared/bot/bot'
import type { Executor } from '../db/database'
import { bots, publishedBots } from '../db/schema'
import type { BotRow, PublishedBotRow } from '../bots/botRow'
import type { BotLoaderPort, BotSnapshot } from '../engine/ports'

/** What a live chat runs: the published copy, with the bot's own id and workspace. */
export const publishedSnapshot = (bot: Pick<BotRow, 'id' | 'workspaceId'>, published: PublishedBotRow): BotSnapshot => ({
  id: bot.id,
  workspaceId: bot.workspaceId,
  version: published.version as BotVersion,
  events: published.events,
  groups: published.groups,
  edges: published.edges,
  variables: published.variables,
  theme: published.theme,
  settings: published.settings,
  publishedAt: published.createdAt.toISOString(),
  publishedBotId: published.id,
})

/** What a preview runs: the draft as it is now. */
export const draftSnapshot = (bot: BotRow): BotSnapshot => ({
  id: bot.id,
  workspaceId: bot.workspaceId,
  version: bot.version as BotVersion,
  events: bot.events,
  groups: bot.groups,
  edges: bot.edges,
  variables: bot.variables,
  theme: bot.theme,
  settings: bot.settings,
})

/** A published snapshot by its id (any workspace: the caller got the id from its own session). */
export async function loadPublishedSnapshot(db: Executor, publishedBotId: string): Promise<BotSnapshot | null> {
  const [row] = await db
    .select({ bot: { id: bots.id, workspaceId: bots.workspaceId }, published: publishedBots })
    .from(publishedBots)
    .innerJoin(bots, eq(bots.id, publishedBots.botId))
    .where(eq(publishedBots.id, publishedBotId))
  return row ? publishedSnapshot(row.bot, row.published) : null
}

/** Bot links reach only bots of the same workspace: published copies live, drafts in preview. */
export function createBotLoader(db: Executor): BotLoaderPort {
  return {
    load: async (workspaceId, botId, mode) => {
      const [bot] = await db
        .select()
        .from(bots)
        .where(and(eq(bots.id, botId), eq(bots.workspaceId, workspaceId)))
      if (!bot) return null
      if (mode === 'draft') return draftSnapshot(bot)
      if (!bot.publishedBotId) return null
      const [published] = await db.select().from(publishedBots).where(eq(publishedBots.id, bot.publishedBotId))
      return published ? publishedSnapshot(bot, published) : null
    },
  }
}
