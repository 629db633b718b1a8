import { eq } from 'drizzle-orm'
import { type ResultColumn, resultColumns } from '../../shared/result'
import type { Executor } from '../db/database'
import { type bots, publishedBots } from '../db/schema'

/** A bot's results columns: the draft's, then those only the published version still has. */
export async function botResultColumns(db: Executor, bot: typeof bots.$inferSelect): Promise<ResultColumn[]> {
  const [published] = bot.publishedBotId
    ? await db
        .select({ groups: publishedBots.groups, edges: publishedBots.edges, events: publishedBots.events, variables: publishedBots.variables })
        .from(publishedBots)
        .where(eq(publishedBots.id, bot.publishedBotId))
    : []
  return resultColumns(published ? [bot, published] : [bot])
}
