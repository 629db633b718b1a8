import type { ChatMessage } from '../../shared/chat/response'
import { type Database, queryPrepared } from '../db/database'
import type { ResultEffects } from '../engine/turn'
import { batchRows, SAVE_TURNS } from './saveTurnsStatement'
import type { StoredSessionState } from './storedState'

/** What a turn does to its session row. */
export type SessionWrite =
  | { kind: 'insert'; id: string; botId: string; resultId: string; state: StoredSessionState; expiryTimeout: number | null }
  /** Only if no other turn was saved since `turn` was read (the row's counter). */
  | { kind: 'update'; id: string; turn: number; state: StoredSessionState }
  /** The live flow ended: continueChat then answers 404 (§4.10). Same condition as `update`. */
  | { kind: 'delete'; id: string; turn: number }
  /** A chat that ended in its first walk keeps no session. */
  | { kind: 'none' }

export type TurnWrite = {
  session: SessionWrite
  /** The session named on the results it touches (`lastChatSessionId`). */
  sessionId: string
  effects: ResultEffects[]
  /** What the bot said this turn, kept for the result's transcript. */
  transcript?: { resultId: string; messages: ChatMessage[] }
  /** The first turn of a visitor's new chat: counted for the workspace's plan (chat_starts). */
  startsChatOf?: { workspaceId: string }
  /**
   * A live chat's first turn, run on the bot as this process last read it (liveBots): saved only if
   * the bot still takes visitors at that public id, published version and workspace.
   */
  liveStart?: { botId: string; publicId: string; publishedBotId: string; workspaceId: string }
  now: Date
}

/**
 * Saves in flight at once per database. The turns of one pass of the event loop go together in one
 * statement, sent once that pass has run them all (group commit): under load, one round trip and
 * one commit serve many visitors' turns, where each used to cost PostgreSQL a statement and a WAL
 * flush of its own. Sending at the end of the pass, not with its first turn, keeps a burst of
 * visitors to two passes (run, then answer when the save returns) instead of three (a lone first
 * turn's save holding the rest back until it returns); a lone turn waits for nothing but that pass.
 */
const MAX_IN_FLIGHT = 2
/** Turns per statement at most (each carries its session's state, a few kilobytes). */
const MAX_BATCH = 64

type Waiting = { write: TurnWrite; settle: (saved: boolean) => void; fail: (error: unknown) => void }

/** The keys (places in `writes`) of the turns saved. */
async function saveAll(db: Database, writes: TurnWrite[]): Promise<Set<number>> {
  const rows = await queryPrepared<{ key: number }>(db, 'save-turns', SAVE_TURNS, [JSON.stringify(batchRows(writes))])
  return new Set(rows.map((row) => row.key))
}

async function saveBatch(db: Database, batch: Waiting[]) {
  try {
    const saved = await saveAll(db, batch.map((waiting) => waiting.write))
    batch.forEach((waiting, key) => waiting.settle(saved.has(key)))
  } catch (error) {
    if (batch.length === 1) return batch[0].fail(error)
    // The statement wrote nothing; one turn's failure (its bot deleted meanwhile, two tabs racing on
    // one result) must not fail the others: each is saved again on its own.
    await Promise.all(batch.map((waiting) => saveAll(db, [waiting.write]).then((saved) => waiting.settle(saved.has(0)), waiting.fail)))
  }
}

function createSaver(db: Database) {
  const waiting: Waiting[] = []
  let inFlight = 0
  let scheduled = false
  const pump = () => {
    scheduled = false
    while (inFlight < MAX_IN_FLIGHT && waiting.length > 0) {
      inFlight++
      void saveBatch(db, waiting.splice(0, MAX_BATCH)).finally(() => {
        inFlight--
        schedule()
      })
    }
  }
  // setImmediate runs once the current pass has handled every connection that was ready (its turns included).
  const schedule = () => {
    if (scheduled || waiting.length === 0) return
    scheduled = true
    setImmediate(pump)
  }
  return (write: TurnWrite) =>
    new Promise<boolean>((settle, fail) => {
      waiting.push({ write, settle, fail })
      schedule()
    })
}

const savers = new WeakMap<Database, ReturnType<typeof createSaver>>()

/**
 * Writes a turn: its session row and, only if that write took place, everything the turn did to
 * its results (SAVE_TURNS), atomically. Returns false when the session changed meanwhile (the
 * caller replays the turn on the fresh state) or its bot no longer takes visitors (for a start: as
 * it was read).
 */
export function saveTurn(db: Database, write: TurnWrite): Promise<boolean> {
  let saver = savers.get(db)
  if (!saver) savers.set(db, (saver = createSaver(db)))
  return saver(write)
}
