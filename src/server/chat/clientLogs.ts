import { eq } from 'drizzle-orm'
import { createId } from '../../shared/ids'
import type { RequestContext } from '../api/context'
import { logs, results } from '../db/schema'
import { loadSession } from './sessions'

type ClientLog = { description: string; status: string; details?: string; context?: string }

/** Stores what the visitor's client reports (failed script, blocked pop-up…) on the session's result. */
export async function saveClientLogs(context: RequestContext, sessionId: string, clientLogs: ClientLog[]) {
  const { db, services } = context
  const now = services.chat.ports.now()
  const session = await loadSession(db, sessionId, now)
  // Preview chats have no result; a registered-only session has none yet.
  const [result] = session.resultId
    ? await db.select({ id: results.id }).from(results).where(eq(results.id, session.resultId))
    : []
  if (!result || clientLogs.length === 0) return { message: 'No logs stored: this chat has no result yet' }
  await db.insert(logs).values(
    clientLogs.map((log) => ({
      id: createId(),
      resultId: result.id,
      status: log.status,
      description: log.description,
      details: log.details ?? null,
      context: log.context ?? null,
      createdAt: now,
    })),
  )
  return { message: `Stored ${clientLogs.length} log${clientLogs.length === 1 ? '' : 's'}` }
}
