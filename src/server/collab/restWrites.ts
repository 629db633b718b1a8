import { and, eq } from 'drizzle-orm'
import type { BotDocument } from '../../shared/bot/bot'
import type { Executor } from '../db/database'
import { botCollabSnapshots, bots } from '../db/schema'
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
 * A write of the bot row that leaves its document alone (a rename, a folder move) still moves its
 * `updatedAt`: the shared document, if it matched the row before, still does. Without this, the
 * next room opened would take the row as changed behind its back and write it over live edits.
 */
export async function followRowVersion(tx: Executor, botId: string, from: Date, to: Date) {
  await tx
    .update(botCollabSnapshots)
    .set({ documentUpdatedAt: to })
    .where(and(eq(botCollabSnapshots.botId, botId), eq(botCollabSnapshots.documentUpdatedAt, from)))
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
