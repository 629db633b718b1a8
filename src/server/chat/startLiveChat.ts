import { ORPCError } from '@orpc/server'
import { and, asc, eq } from 'drizzle-orm'
import { isRememberUserEnabled } from '../../shared/bot/settings'
import type { StartChatResponse } from '../../shared/chat/response'
import type { RequestContext } from '../api/context'
import { answers, results } from '../db/schema'
import { startChat } from '../engine'
import type { StartOptions } from '../engine/turn'
import { dehydrate } from './storedState'
import { enginePortsFor, trustedFileHostsFor } from './chatServices'
import { clientBotOf } from './clientBot'
import { assertOriginAllowed } from './origin'
import { saveTurn } from './saveTurn'
import { rememberSession, type SessionRow } from './sessions'
import { assertWithinQuota } from './quota'
import { runEngineTurn } from './engineErrors'
import { botClosedError } from './botClosed'
import { chatLanguagesOf, languageRequestOf } from './chatLanguage'
import { localizedSnapshot, sessionLanguage } from '../engine/session/language'
import { normalizeVariableValue } from '../engine/rules'
import type { LiveBot } from './liveBots'

type StartInput = Omit<StartOptions, 'bot' | 'isPreview' | 'resultId' | 'resumed' | 'startFrom' | 'isProgressBarEnabled' | 'language'> & {
  publicId: string
  resultId?: string
  lang?: string
  browserLanguages?: string[]
}

/** A remembered result is resumed only when the bot remembers users and the result is its own (§4.10). */
async function resumedResult(db: RequestContext['db'], botId: string, resultId: string) {
  const [result] = await db
    .select({ variables: results.variables })
    .from(results)
    .where(and(eq(results.id, resultId), eq(results.botId, botId)))
  if (!result) return undefined
  const previous = await db
    .select({ blockId: answers.blockId, content: answers.content })
    .from(answers)
    .where(eq(answers.resultId, resultId))
    .orderBy(asc(answers.id))
  return { variables: result.variables, answers: previous }
}

/** A start made on a bot that changed meanwhile is run again on a fresh read, a few times at most. */
const MAX_ATTEMPTS = 3

/**
 * startChat on a published bot. The bot comes from this process's recent reads (liveBots), so most
 * starts reach their first walk without a round trip; the save checks the bot as read, and a start
 * made on a bot closed, unpublished or republished meanwhile is run again on the stored row.
 */
export async function startLiveChat(context: RequestContext, input: StartInput): Promise<StartChatResponse> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const live = await context.services.chat.liveBots.find(context.db, input.publicId, { fresh: attempt > 1 })
    const started = await startOn(context, input, live)
    if (started) return started
  }
  throw new ORPCError('INTERNAL_SERVER_ERROR', { message: 'This bot changed as the chat started; start again.' })
}

/** Checks, the engine's first walk, then one statement for its effects; undefined if that save was refused. */
async function startOn(context: RequestContext, input: StartInput, { bot, snapshot }: LiveBot): Promise<StartChatResponse | undefined> {
  const { db, services, headers, signal } = context
  const chat = services.chat
  const now = chat.ports.now()
  assertOriginAllowed(headers, snapshot.settings.security?.allowedOrigins)
  const sandbox = services.sandbox.forOwner(bot.workspaceId, signal)
  const language = languageRequestOf(input, headers)
  if (bot.isClosed) {
    // Told in the visitor's language, as the chat would have been.
    const prefilled = input.prefilledVariables ?? {}
    const variables = snapshot.variables.map((variable) => (variable.name in prefilled ? { ...variable, value: normalizeVariableValue(prefilled[variable.name]) } : variable))
    throw await botClosedError(localizedSnapshot(snapshot, sessionLanguage(snapshot, language, variables)), sandbox)
  }
  // A registered chat is a chat (counted when saved below), or register-then-continue would run
  // any number of chats past the plan.
  await assertWithinQuota(db, chat.quotas, bot.workspaceId, now)

  const remembered =
    input.resultId && isRememberUserEnabled(snapshot.settings) ? await resumedResult(db, bot.id, input.resultId) : undefined
  const resultId = remembered ? input.resultId! : chat.ports.createId()
  const turn = await runEngineTurn(
    (turnSignal) =>
      startChat(
        { ...input, language, bot: snapshot, isPreview: false, resultId, resumed: remembered, trustedFileHosts: trustedFileHostsFor(services, context.origin) },
        enginePortsFor(db, services, { workspaceId: snapshot.workspaceId, origin: context.origin, signal: turnSignal }),
      ),
    services.chat.turnBudgetMs,
    signal,
  )
  const session: SessionRow = {
    id: chat.ports.createId(),
    botId: bot.id,
    resultId,
    isPreview: false,
    state: turn.state,
    expiryTimeout: chat.sessionExpiryMs ?? null,
    turn: 0,
    dueAt: null,
    createdAt: now,
    updatedAt: now,
  }
  const saved = await saveTurn(db, {
    session: turn.isSessionEnded
      ? { kind: 'none' }
      : { kind: 'insert', id: session.id, botId: bot.id, resultId, state: dehydrate(turn.state), expiryTimeout: session.expiryTimeout },
    sessionId: session.id,
    effects: turn.effects,
    transcript: input.isOnlyRegistering ? undefined : { resultId, messages: turn.response.messages },
    // A remembered visitor coming back goes on with their result: not a new chat.
    startsChatOf: remembered ? undefined : { workspaceId: bot.workspaceId },
    liveStart: { botId: bot.id, publicId: input.publicId, publishedBotId: bot.publishedBotId, workspaceId: bot.workspaceId },
    now,
  })
  if (!saved) return undefined
  // The visitor's first answer then needs no read of the session (continueLiveChat).
  if (!turn.isSessionEnded) rememberSession(chat.sessions, session)
  return {
    ...turn.response,
    sessionId: session.id,
    ...(!input.isOnlyRegistering && { resultId }),
    bot: await clientBotOf(localizedSnapshot(snapshot, turn.state.language), input.prefilledVariables, sandbox),
    ...(chatLanguagesOf(snapshot, turn.state.language) && { languages: chatLanguagesOf(snapshot, turn.state.language) }),
  }
}
