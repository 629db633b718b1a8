import { ORPCError } from '@orpc/server'
import type { SwitchLanguageResponse } from '../../shared/chat/response'
import type { RequestContext } from '../api/context'
import { badRequest, tooManyRequests } from '../api/errors'
import { switchLanguage } from '../engine'
import { localizedSnapshot } from '../engine/session/language'
import { ChatInputError } from '../engine/turn'
import { botClosedError } from './botClosed'
import { enginePortsFor } from './chatServices'
import { clientBotOf } from './clientBot'
import { assertOriginAllowed } from './origin'
import { saveTurn } from './saveTurn'
import { rememberSession, sessionForTurn } from './sessions'
import { dehydrate } from './storedState'

const MAX_ATTEMPTS = 3

/**
 * The chat page's language switcher (issue 14): the session speaks `language` from now on. Same
 * guards as continueChat (rate limit, origin, closed bot, one turn at a time); nothing is added to
 * the result until the next answer, which records the new language.
 */
export async function switchChatLanguage(context: RequestContext, input: { sessionId: string; language: string }): Promise<SwitchLanguageResponse> {
  const { db, services, headers } = context
  const chat = services.chat
  if (!(await chat.limits.perSession(input.sessionId))) throw tooManyRequests('Too many messages in this chat; slow down')
  return chat.sessionLock(input.sessionId, async () => {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const now = chat.ports.now()
      const { row, servedHere } = await sessionForTurn(db, chat.sessions, input.sessionId, now, attempt)
      if (!row.isPreview) assertOriginAllowed(headers, row.state.allowedOrigins)
      const sandbox = services.sandbox.forOwner(row.state.workspaceId, context.signal)
      if (!row.isPreview && row.botIsOpen === false) throw await botClosedError(row.state.botsQueue[0].bot, sandbox)
      let switched
      try {
        switched = await switchLanguage(row.state, input.language, enginePortsFor(db, services, { workspaceId: row.state.workspaceId, origin: context.origin, signal: context.signal }))
      } catch (error) {
        if (error instanceof ChatInputError) throw badRequest('language', error.message)
        throw error
      }
      chat.sessions.delete(row.id)
      const saved = await saveTurn(db, { session: { kind: 'update', id: row.id, turn: row.turn, state: dehydrate(switched.state) }, sessionId: row.id, effects: [], now })
      if (!saved) continue
      if (servedHere) rememberSession(chat.sessions, { ...row, state: switched.state, turn: row.turn + 1, updatedAt: now })
      const root = switched.state.botsQueue.at(-1)!
      const values = Object.fromEntries(root.variables.map((variable) => [variable.name, variable.value]))
      const bot = await clientBotOf(localizedSnapshot(root.bot, switched.language), values, sandbox)
      return { language: switched.language, ...(switched.input && { input: switched.input }), settings: bot.settings }
    }
    throw new ORPCError('INTERNAL_SERVER_ERROR', { message: 'This chat is busy; try again.' })
  })
}
