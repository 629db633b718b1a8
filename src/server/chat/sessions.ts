import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { bots, chatSessions } from '../db/schema'
import type { SessionState } from '../engine/sessionState'
import { hydrate, type StoredSessionState } from './storedState'
import { notFound } from '../api/errors'
import { ORPCError } from '@orpc/server'
import { createLruMap } from './lruMap'

export type SessionRow = typeof chatSessions.$inferSelect & { state: SessionState }

/** A bot takes visitors while it is published, not closed and not archived. */
const botTakesVisitors = sql<boolean>`(${bots.publishedBotId} is not null and not ${bots.isClosed} and not ${bots.isArchived})`

const isExpired = (row: Pick<SessionRow, 'expiryTimeout' | 'updatedAt'>, now: Date) =>
  row.expiryTimeout !== null && row.updatedAt.getTime() + row.expiryTimeout < now.getTime()

/**
 * The session, or 404; an expired one is deleted and answered with a message to start again.
 * `botIsOpen`: whether its bot still takes visitors (published, neither closed nor archived).
 */
export async function loadSession(db: Executor, sessionId: string, now: Date): Promise<SessionRow & { botIsOpen: boolean }> {
  const [found] = await db
    .select({ session: chatSessions, botIsOpen: botTakesVisitors })
    .from(chatSessions)
    .innerJoin(bots, eq(bots.id, chatSessions.botId))
    .where(eq(chatSessions.id, sessionId))
  if (!found) throw notFound('Session')
  const { session: row, botIsOpen } = found
  if (isExpired(row, now)) {
    await db.delete(chatSessions).where(eq(chatSessions.id, sessionId))
    throw new ORPCError('NOT_FOUND', { message: 'Session expired, start a new chat.' })
  }
  // A flow a timeout ended is kept a few minutes for the page to fetch its last words; for a turn it is gone (§4.10).
  if ((row.state as StoredSessionState).hasEnded) throw notFound('Session')
  return { ...row, botIsOpen, state: await hydrate(db, row.state as StoredSessionState) }
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
export function cachedSession(cache: SessionCache, sessionId: string, now: Date): SessionRow | undefined {
  const row = cache.get(sessionId)
  return row && !isExpired(row, now) ? row : undefined
}
