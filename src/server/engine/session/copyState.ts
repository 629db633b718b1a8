import type { SessionState } from '../sessionState'

/**
 * A private copy of the state for this turn. Bot snapshots are shared, not copied: the engine only
 * reads them, and they are the bulk of a state (tens of kilobytes for a large bot).
 */
export function copyState(stored: SessionState): SessionState {
  const snapshots = stored.botsQueue.map((queued) => queued.bot)
  const copy = structuredClone({ ...stored, botsQueue: stored.botsQueue.map((queued) => ({ ...queued, bot: undefined })) })
  return { ...copy, botsQueue: copy.botsQueue.map((queued, i) => ({ ...queued, bot: snapshots[i] })) }
}
