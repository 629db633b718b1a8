import { eq } from 'drizzle-orm'
import { type Database, queryPrepared } from '../db/database'
import { chatSessions } from '../db/schema'
import type { SessionState } from '../engine/sessionState'
import { hydrate, type StoredSessionState } from './storedState'
import { notFound } from '../api/errors'
import { ORPCError } from '@orpc/server'
import { createLruMap } from './lruMap'
import { bTakesVisitors } from './saveTurnsStatement'

export type SessionRow = typeof chatSessions.$inferSelect & { state: SessionState }

/** Past its expiry timeout (counted from its last turn). */
export const isExpired = (row: Pick<SessionRow, 'expiryTimeout' | 'updatedAt'>, now: Date) =>
  row.expiryTimeout !== null && row.updatedAt.getTime() + row.expiryTimeout < now.getTime()

/**
 * A session as stored, with whether its bot takes visitors. Written out and prepared once per
 * connection: behind a load balancer without affinity every turn reads its session, and Drizzle
 * building and mapping this query cost more CPU than the read (profiled).
 */
const READ_SESSION = `select s.id, s.bot_id as "botId", s.result_id as "resultId", s.is_preview as "isPreview", s.state,
  s.expiry_timeout as "expiryTimeout", s.turn, s.due_at as "dueAt", s.created_at as "createdAt", s.updated_at as "updatedAt",
  (${bTakesVisitors}) as "botIsOpen"
  from chat_sessions s join bots b on b.id = s.bot_id where s.id = $1`

type StoredSessionRow = Omit<SessionRow, 'state'> & { state: StoredSessionState; botIsOpen: boolean }

/** The stored row of a session (its state not yet hydrated), or undefined: for a turn, and for the scheduler. */
export async function readSessionRow(db: Database, sessionId: string): Promise<StoredSessionRow | undefined> {
  const [row] = await queryPrepared<StoredSessionRow>(db, 'read-session', READ_SESSION, [sessionId])
  return row
}

/**
 * The session, or 404; an expired one is deleted and answered with a message to start again.
 * `botIsOpen`: whether its bot still takes visitors.
 */
export async function loadSession(db: Database, sessionId: string, now: Date): Promise<SessionRow & { botIsOpen: boolean }> {
  const row = await readSessionRow(db, sessionId)
  if (!row) throw notFound('Session')
  if (isExpired(row, now)) {
    await db.delete(chatSessions).where(eq(chatSessions.id, sessionId))
    throw new ORPCError('NOT_FOUND', { message: 'Session expired, start a new chat.' })
  }
  // A flow a timeout ended is kept a few minutes for the page to fetch its last words; for a turn it is gone (§4.10).
  if (row.state.hasEnded) throw notFound('Session')
  return { ...row, state: await hydrate(db, row.state) }
}

/**
 * The sessions this process saved last, as saved, so that the next turn need not read its row back.
 * Any process may serve a session: every save checks the row's turn counter, so a turn run on a
 * stale entry is not saved; the caller then forgets the entry and replays the turn on the stored row.
 */
export const createSessionCache = () => createLruMap<string, SessionRow>(5_000)
export type SessionCache = ReturnType<typeof createSessionCache>

/**
 * Keeps a live session as just saved. A preview is not kept: its state carries its whole draft,
 * where a live one refers to its published bot, shared by every chat of it.
 */
export function rememberSession(cache: SessionCache, row: SessionRow) {
  if (!row.isPreview) cache.set(row.id, row)
}

/** The cached row while it is live by its own clock; past that, the stored row decides (another process may have served it since). */
function cachedSession(cache: SessionCache, sessionId: string, now: Date): SessionRow | undefined {
  const row = cache.get(sessionId)
  return row && !isExpired(row, now) ? row : undefined
}

/**
 * The session a turn runs on: on its first attempt the copy this process kept, else the stored row.
 * `servedHere` says it was the kept copy; only then is the turn's result kept (rememberSession). A
 * chat this process had to read (another process served its last turn: a load balancer without
 * affinity) stays read: kept, its next turn here would most often run on a stale copy, be refused
 * at save and run again, twice the work and any webhook called twice.
 */
export async function sessionForTurn(db: Database, cache: SessionCache, sessionId: string, now: Date, attempt: number) {
  const kept = attempt === 1 ? cachedSession(cache, sessionId, now) : undefined
  const row: SessionRow & { botIsOpen?: boolean } = kept ?? (await loadSession(db, sessionId, now))
  return { row, servedHere: kept !== undefined }
}
