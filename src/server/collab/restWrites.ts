import { eq } from 'drizzle-orm'
import type { BotDocument } from '../../shared/bot/bot'
import type { Executor } from '../db/database'
import { bots } from '../db/schema'
import type { CollabHub } from './collabHub'

type DocumentField = keyof BotDocument
/** A REST write of document fields: what they held, what they hold now, and the row's new version. */
export type LiveChange = { before: Partial<BotDocument> | null; after: Partial<BotDocument>; updatedAt: Date }

/** The stored values of some document fields (inside the write's transaction, after its row lock). */
export async function documentFieldsOf(tx: Executor, botId: string, fields: readonly DocumentField[]): Promise<Partial<BotDocument>> {
  const columns = Object.fromEntries(fields.map((field) => [field, bots[field]]))
  const [row] = await tx.select(columns).from(bots).where(eq(bots.id, botId))
  return row as Partial<BotDocument>
}

/**
 * Merges a committed REST write into the bot's shared document, so editors that are open show it
 * at once. The row is already written: a failure here is logged, not the caller's (the shared
 * document takes the row in when next opened, since the row is then newer).
 */
export async function applyLiveChange(collab: CollabHub | undefined, botId: string, change: LiveChange) {
  try {
    await collab?.applyRestChange(botId, change.before, change.after, change.updatedAt)
  } catch (error) {
    console.error('[collab] a REST write could not reach the shared document:', error)
  }
}
