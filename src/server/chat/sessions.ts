import { eq } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { chatSessions } from '../db/schema'
import type { SessionState } from '../engine/sessionState'
import { hydrate, type StoredSessionState } from './storedState'
import { notFound } from '../api/errors'
import { ORPCError } from '@orpc/server'

export type SessionRow = typeof chatSessions.$inferSelect & { state: SessionState }

/** The session, or 404; an expired one is deleted and answered with a message to start again. */
export async function loadSession(db: Executor, sessionId: string, now: Date): Promise<SessionRow> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId))
  if (!row) throw notFound('Session')
  if (row.expiryTimeout !== null && row.updatedAt.getTime() + row.expiryTimeout < now.getTime()) {
    await db.delete(chatSessions).where(eq(chatSessions.id, sessionId))
    throw new ORPCError('NOT_FOUND', { message: 'Session expired, start a new chat.' })
  }
  return { ...row, state: await hydrate(db, row.state as StoredSessionState) }
}
