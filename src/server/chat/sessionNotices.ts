import { eq } from 'drizzle-orm'
import type { SessionNotice } from '../../shared/chat/response'
import type { RequestContext } from '../api/context'
import { notFound } from '../api/errors'
import { chatSessions } from '../db/schema'
import { assertOriginAllowed } from './origin'
import type { StoredSessionState } from './storedState'

/**
 * The turns the server ran for a chat without its visitor (issue 14), newer than `after`: read
 * only, so a page may poll it while an input with a timeout waits. An ended flow stays readable
 * for a few minutes; an expired session is gone (404).
 */
export async function readSessionNotices(
  { db, services, headers }: RequestContext,
  { sessionId, after = 0 }: { sessionId: string; after?: number },
): Promise<{ notices: SessionNotice[]; hasEnded: boolean }> {
  const [row] = await db
    .select({ state: chatSessions.state, isPreview: chatSessions.isPreview, expiryTimeout: chatSessions.expiryTimeout, updatedAt: chatSessions.updatedAt })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId))
  const now = services.chat.ports.now()
  if (!row || (row.expiryTimeout !== null && row.updatedAt.getTime() + row.expiryTimeout < now.getTime())) throw notFound('Session')
  const state = row.state as StoredSessionState
  if (!row.isPreview) assertOriginAllowed(headers, state.allowedOrigins)
  return {
    notices: (state.notices ?? []).filter((notice) => notice.seq > after).map(({ seq, response }) => ({ seq, ...response })),
    hasEnded: state.hasEnded === true,
  }
}
