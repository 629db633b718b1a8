import type { Executor } from '../db/database'
import type { BotSnapshot } from '../engine/ports'
import type { QueuedBot, SessionState } from '../engine/sessionState'
import { loadPublishedSnapshot } from './botSnapshots'
import { createLruMap } from './lruMap'

/** A queued bot as stored: published snapshots by reference (they never change), drafts inline. */
type StoredQueuedBot = Omit<QueuedBot, 'bot'> & { bot: BotSnapshot | { publishedBotRef: string } }
export type StoredSessionState = Omit<SessionState, 'botsQueue'> & { botsQueue: StoredQueuedBot[] }

// Published versions are immutable: keeping recent ones in memory saves reading them every turn.
const cache = createLruMap<string, BotSnapshot>(200)

function remember(snapshot: BotSnapshot) {
  if (snapshot.publishedBotId) cache.set(snapshot.publishedBotId, snapshot)
}

/**
 * The state as written to `chat_sessions.state`: a published bot (often tens of kilobytes) is kept
 * by reference, so each turn writes and reads only what changes.
 */
export function dehydrate(state: SessionState): StoredSessionState {
  return {
    ...state,
    botsQueue: state.botsQueue.map((queued) => {
      if (!queued.bot.publishedBotId) return queued
      remember(queued.bot)
      return { ...queued, bot: { publishedBotRef: queued.bot.publishedBotId } }
    }),
  }
}

/** A published snapshot, from memory when it was seen recently. */
export async function publishedSnapshotById(db: Executor, publishedBotId: string): Promise<BotSnapshot | null> {
  const snapshot = cache.get(publishedBotId) ?? (await loadPublishedSnapshot(db, publishedBotId))
  if (snapshot) remember(snapshot)
  return snapshot
}

/** The engine's state again, with every referenced published snapshot found (cache, then database). */
export async function hydrate(db: Executor, stored: StoredSessionState): Promise<SessionState> {
  const botsQueue = await Promise.all(
    stored.botsQueue.map(async (queued): Promise<QueuedBot> => {
      if (!('publishedBotRef' in queued.bot)) return queued as QueuedBot
      const snapshot = await publishedSnapshotById(db, queued.bot.publishedBotRef)
      if (!snapshot) throw new Error(`Published version ${queued.bot.publishedBotRef} of a running chat is missing`)
      return { ...queued, bot: snapshot }
    }),
  )
  return { ...stored, botsQueue }
}
