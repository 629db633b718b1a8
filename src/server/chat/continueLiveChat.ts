import { ORPCError } from '@orpc/server'
import type { IncomingMessage, TextBubbleContentFormat } from '../../shared/chat/message'
import type { ChatResponse } from '../../shared/chat/response'
import type { RequestContext } from '../api/context'
import { tooManyRequests } from '../api/errors'
import { continueChat } from '../engine'
import { enginePortsFor, trustedFileHostsFor } from './chatServices'
import { runEngineTurn } from './engineErrors'
import { assertOriginAllowed } from './origin'
import { persistBotMessages, persistResultEffects } from './persistEffects'
import { endSession, loadSession, saveSession } from './sessions'

/** A turn saved by another process meanwhile is replayed on the fresh state, a few times at most. */
const MAX_ATTEMPTS = 3

/**
 * continueChat: one turn per session at a time (a lock in this process, the turn number across
 * processes). The engine runs outside any transaction; its effects and the new state are then
 * written together, or not at all.
 */
export async function continueSessionChat(
  context: RequestContext,
  input: { sessionId: string; message?: IncomingMessage | null; textBubbleContentFormat?: TextBubbleContentFormat },
): Promise<ChatResponse> {
  const { db, services, headers } = context
  const chat = services.chat
  if (!chat.limits.perSession(input.sessionId)) throw tooManyRequests('Too many messages in this chat; slow down')
  return chat.sessionLock(input.sessionId, async () => {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const now = chat.ports.now()
      const row = await loadSession(db, input.sessionId, now)
      if (!row.isPreview) assertOriginAllowed(headers, row.state.allowedOrigins)
      const turn = await runEngineTurn(() =>
        continueChat(
          {
            state: row.state,
            message: input.message ?? undefined,
            textBubbleContentFormat: input.textBubbleContentFormat,
            trustedFileHosts: trustedFileHostsFor(services, context.origin),
          },
          enginePortsFor(db, services, row.state.workspaceId),
        ),
        services.chat.turnBudgetMs,
      )
      const saved = await db.transaction(async (tx) => {
        const ended = !row.isPreview && turn.isSessionEnded
        if (!(ended ? await endSession(tx, row) : await saveSession(tx, row, turn.state, now))) return false
        if (!row.isPreview) {
          for (const effects of turn.effects) await persistResultEffects(tx, effects, { sessionId: row.id, now })
          await persistBotMessages(tx, row.state.resultId, turn.response.messages, now)
        }
        return true
      })
      if (saved) return turn.response
    }
    throw new ORPCError('INTERNAL_SERVER_ERROR', { message: 'This chat is busy; send your message again.' })
  })
}
