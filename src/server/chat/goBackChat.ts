import { ORPCError } from '@orpc/server'
import type { GoBackResponse } from '../../shared/chat/response'
import type { RequestContext } from '../api/context'
import { tooManyRequests } from '../api/errors'
import { BackRefusedError, goBack } from '../engine'
import { enginePortsFor } from './chatServices'
import { botClosedError } from './botClosed'
import { assertOriginAllowed } from './origin'
import { saveTurn } from './saveTurn'
import { rememberSession, sessionForTurn } from './sessions'
import { dehydrate } from './storedState'

const MAX_ATTEMPTS = 3

/**
 * The back step (issue 14) as a route: same guards as continueChat (rate limit, one turn at a time,
 * allowed origins, closed bot), then the session goes back and, in the same statement, the answer
 * rows of the undone step leave the result and its variables take their earlier values. A refusal
 * is a 400 that says why, with `data.reason`.
 */
export async function goBackInChat(context: RequestContext, sessionId: string): Promise<GoBackResponse> {
  const { db, services, headers } = context
  const chat = services.chat
  if (!(await chat.limits.perSession(sessionId))) throw tooManyRequests('Too many messages in this chat; slow down')
  return chat.sessionLock(sessionId, async () => {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const now = chat.ports.now()
      const { row, servedHere } = await sessionForTurn(db, chat.sessions, sessionId, now, attempt)
      if (!row.isPreview) assertOriginAllowed(headers, row.state.allowedOrigins)
      if (!row.isPreview && row.botIsOpen === false) {
        throw await botClosedError(row.state.botsQueue[0].bot, services.sandbox.forOwner(row.state.workspaceId, context.signal))
      }
      let turn: Awaited<ReturnType<typeof goBack>>
      try {
        turn = await goBack({ state: row.state }, enginePortsFor(db, services, { workspaceId: row.state.workspaceId, origin: context.origin, signal: context.signal }))
      } catch (error) {
        if (!(error instanceof BackRefusedError)) throw error
        throw new ORPCError('BAD_REQUEST', { message: error.message, data: { reason: error.reason, ...(error.blockId && { blockId: error.blockId }) } })
      }
      chat.sessions.delete(row.id)
      const saved = await saveTurn(db, {
        session: { kind: 'update', id: row.id, turn: row.turn, state: dehydrate(turn.state) },
        sessionId: row.id,
        effects: row.isPreview ? [] : turn.effects,
        now,
      })
      if (!saved) continue
      if (servedHere) rememberSession(chat.sessions, { ...row, state: turn.state, turn: row.turn + 1, updatedAt: now })
      return { ...turn.response, previousAnswer: turn.previousAnswer }
    }
    throw new ORPCError('INTERNAL_SERVER_ERROR', { message: 'This chat is busy; try again.' })
  })
}
