import { eq } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { bots } from '../db/schema'
import { notFound } from '../api/errors'
import type { BotSnapshot } from '../engine/ports'
import { createLruMap } from './lruMap'
import { publishedSnapshotById } from './storedState'

/** What a start needs of the bot behind a public id (its published version is `snapshot`). */
export type LiveBot = {
  bot: { id: string; workspaceId: string; publishedBotId: string; isClosed: boolean }
  snapshot: BotSnapshot
}

/**
 * How long a start may run on a bot row read earlier. Correctness does not rest on it: a start's
 * save checks the row again (saveTurn's `liveStart`), and one made on a stale row is refused and
 * run again on a fresh read. It bounds how long a bot unpublished or closed in another process
 * may still run first walks (their webhooks included) that then come to nothing.
 */
const LIVE_BOT_TTL_MS = 1_000

type Entry = { bot: LiveBot['bot']; readAt: number }

/**
 * The bots visitors start chats with, by public id, as last read by this process: under load most
 * starts then make no round trip before their first walk. Only a bot that takes visitors is kept;
 * unknown, unpublished, archived and closed ones are read every time, so reopening one shows at once.
 */
export function createLiveBotCache() {
  const entries = createLruMap<string, Entry>(1_000)

  async function read(db: Executor, publicId: string): Promise<LiveBot['bot'] | null> {
    const [row] = await db
      .select({ id: bots.id, workspaceId: bots.workspaceId, publishedBotId: bots.publishedBotId, isArchived: bots.isArchived, isClosed: bots.isClosed })
      .from(bots)
      .where(eq(bots.publicId, publicId))
    if (!row?.publishedBotId || row.isArchived) {
      entries.delete(publicId)
      return null
    }
    const bot = { id: row.id, workspaceId: row.workspaceId, publishedBotId: row.publishedBotId, isClosed: row.isClosed }
    if (bot.isClosed) entries.delete(publicId)
    else entries.set(publicId, { bot, readAt: performance.now() })
    return bot
  }

  return {
    /**
     * The published bot behind a public id, or 404 (unknown, unpublished and archived alike).
     * `fresh`: read the row whatever is kept (a start refused on a kept one).
     */
    async find(db: Executor, publicId: string, { fresh = false } = {}): Promise<LiveBot> {
      const kept = fresh ? undefined : entries.get(publicId)
      const bot = kept && performance.now() - kept.readAt < LIVE_BOT_TTL_MS ? kept.bot : await read(db, publicId)
      const snapshot = bot && (await publishedSnapshotById(db, bot.publishedBotId))
      if (!bot || !snapshot) throw notFound('Bot')
      return { bot, snapshot }
    },
  }
}

export type LiveBotCache = ReturnType<typeof createLiveBotCache>
