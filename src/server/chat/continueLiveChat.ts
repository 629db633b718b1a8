import { ORPCError } from '@orpc/server'
import type { IncomingMessage, TextBubbleContentFormat } from '../../shared/chat/message'
import type { ChatResponse } from '../../shared/chat/response'
import type { RequestContext } from '../api/context'
import { forbidden, notFound, tooManyRequests } from '../api/errors'
import type { PreviewDebug, PreviewDebugRequest } from '../../shared/chat/debug'
import { continueChat, type SessionNotice } from '../engine'
import { enginePortsFor, trustedFileHostsFor } from './chatServices'
import { runEngineTurn } from './engineErrors'
import { takeWebhookCall } from './inboundWebhook'
import { botClosedError } from './botClosed'
import { assertOriginAllowed } from './origin'
import { saveTurn } from './saveTurn'
import { rememberSession, sessionForTurn } from './sessions'
import { dehydrate } from './storedState'

/** The answer while a chat waits for a webhook that has not come: nothing said, keep listening. */
const stillListening: ChatResponse = { messages: [], clientSideActions: [{ type: 'listenForWebhook', expectsDedicatedReply: true }] }

/**
 * A visitor who answers after a timeout moved the chat on, before their page fetched what it said:
 * the answer went to what the timeout path asked, and the response first says what that path said.
 */
function withUnseenNotices(response: ChatResponse, notices: SessionNotice[] | undefined, seen: number | undefined): ChatResponse {
  const unseen = seen === undefined ? [] : (notices ?? []).filter((notice) => notice.seq > seen)
  if (unseen.length === 0) return response
  return { ...response, messages: [...unseen.flatMap((notice) => notice.response.messages), ...response.messages], lastNoticeSeq: unseen.at(-1)!.seq }
}

/** A turn saved by another process meanwhile is replayed on the fresh state, a few times at most. */
const MAX_ATTEMPTS = 3

/**
 * continueChat: one turn per session at a time (a lock in this process, the turn number across
 * processes). A live session comes from this process's cache while it serves every turn of it.
 * The engine runs outside any transaction; its effects and the new state are then written
 * together in one statement, or not at all.
 */
export async function continueSessionChat(
  context: RequestContext,
  input: { sessionId: string; message?: IncomingMessage | null; textBubbleContentFormat?: TextBubbleContentFormat; noticesSeen?: number },
  /** The builder's preview route: only a preview session of this bot, with the debugger's request and trace. */
  preview?: { botId: string; debug?: PreviewDebugRequest },
): Promise<ChatResponse & { debug?: PreviewDebug }> {
  const { db, services, headers } = context
  const chat = services.chat
  if (!(await chat.limits.perSession(input.sessionId))) throw tooManyRequests('Too many messages in this chat; slow down')
  return chat.sessionLock(input.sessionId, async () => {
    let webhookCall: { body: unknown } | undefined
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const now = chat.ports.now()
      // A cached row says nothing of its bot: were it closed since, the save below is refused and the replay reads it.
      const { row, servedHere } = await sessionForTurn(db, chat.sessions, input.sessionId, now, attempt)
      if (!row.isPreview) assertOriginAllowed(headers, row.state.allowedOrigins)
      // Another bot's or a visitor's session is not named to the builder: as if there were none.
      if (preview && (!row.isPreview || row.botId !== preview.botId)) throw notFound('Session')
      // A debugged preview (its trace shows requests and variables) moves only through the builder's route.
      if (!preview && row.state.debug) throw forbidden('This preview is run by the debugger: continue it from the builder')
      const pending = row.state.pending
      let message = input.message ?? undefined
      if (pending?.type === 'inboundWebhook') {
        // The visitor's page asks again and again; only the service's call moves the chat on, never the visitor's words.
        // Taken once: a turn replayed after a lost race must not find the call gone.
        webhookCall ??= await takeWebhookCall(db, row.state.resultId, pending.cursor.blockId)
        if (!webhookCall) return stillListening
        message = { type: 'text', text: JSON.stringify(webhookCall.body) }
      }
      // Closed, unpublished or archived since the last turn: the chat stops with the bot's closed message.
      if (!row.isPreview && row.botIsOpen === false) {
        throw await botClosedError(row.state.botsQueue[0].bot, services.sandbox.forOwner(row.state.workspaceId, context.signal))
      }
      // The turn takes the row's state over and changes it in place: out of the cache first, so a
      // turn that fails halfway leaves nothing half-changed behind (the next one reads the stored row).
      chat.sessions.delete(row.id)
      const { notices, resultId } = row.state
      const turn = await runEngineTurn(
        (turnSignal) =>
          continueChat(
            {
              state: row.state,
              ownsState: true,
              message,
              textBubbleContentFormat: input.textBubbleContentFormat,
              trustedFileHosts: trustedFileHostsFor(services, context.origin),
              ...(preview?.debug && { debug: preview.debug }),
            },
            enginePortsFor(db, services, { workspaceId: row.state.workspaceId, origin: context.origin, signal: turnSignal }),
          ),
        services.chat.turnBudgetMs,
        context.signal,
      )
      const ended = !row.isPreview && turn.isSessionEnded
      const saved = await saveTurn(db, {
        session: ended ? { kind: 'delete', id: row.id, turn: row.turn } : { kind: 'update', id: row.id, turn: row.turn, state: dehydrate(turn.state) },
        sessionId: row.id,
        // A preview keeps its session only: no results, no usage.
        effects: row.isPreview ? [] : turn.effects,
        transcript: row.isPreview ? undefined : { resultId, messages: turn.response.messages },
        now,
      })
      if (!saved) continue
      if (!ended && servedHere) rememberSession(chat.sessions, { ...row, state: turn.state, turn: row.turn + 1, updatedAt: now })
      const response = withUnseenNotices(turn.response, notices, input.noticesSeen)
      return preview && turn.debug ? { ...response, debug: turn.debug } : response
    }
    throw new ORPCError('INTERNAL_SERVER_ERROR', { message: 'This chat is busy; send your message again.' })
  })
}
