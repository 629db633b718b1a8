import type { StartChatResponse } from '../../shared/chat/response'
import type { PreviewDebug } from '../../shared/chat/debug'
import type { AuthedContext } from '../api/context'
import { requireBot } from '../auth/access'
import { chatSessions } from '../db/schema'
import { dueAt, startChat } from '../engine'
import type { StartOptions } from '../engine/turn'
import { and, eq } from 'drizzle-orm'
import { notFound } from '../api/errors'
import { draftSnapshot } from './botSnapshots'
import { dehydrate } from './storedState'
import { enginePortsFor, trustedFileHostsFor } from './chatServices'
import { clientBotOf } from './clientBot'
import { runEngineTurn } from './engineErrors'
import { chatLanguagesOf, languageRequestOf } from './chatLanguage'
import { localizedSnapshot } from '../engine/session/language'

type PreviewInput = Omit<StartOptions, 'bot' | 'isPreview' | 'resultId' | 'resumed' | 'language'> & {
  botId: string
  lang?: string
  browserLanguages?: string[]
  resultId?: string
  sessionId?: string
}

/** Preview: the draft, run for its author; nothing is saved in results and no usage is counted. */
export async function startPreviewChat(
  context: AuthedContext,
  input: PreviewInput,
): Promise<Omit<StartChatResponse, 'resultId'> & { debug?: PreviewDebug }> {
  const { db, services, user } = context
  const chat = services.chat
  const { bot } = await requireBot(db, user.id, input.botId, 'read')
  const snapshot = draftSnapshot(bot)
  const turn = await runEngineTurn(
    (turnSignal) =>
      startChat(
        { ...input, language: languageRequestOf(input, context.headers), bot: snapshot, isPreview: true, resultId: chat.ports.createId(), trustedFileHosts: trustedFileHostsFor(services, context.origin) },
        enginePortsFor(db, services, { workspaceId: snapshot.workspaceId, origin: context.origin, signal: turnSignal }),
      ),
    services.chat.turnBudgetMs,
    context.signal,
  )
  const now = chat.ports.now()
  const sessionId = input.sessionId ?? chat.ports.createId()
  await db.transaction(async (tx) => {
    if (input.sessionId) {
      // Reusing an id overwrites only a preview session of the same bot, never a visitor's chat.
      const [existing] = await tx.select({ botId: chatSessions.botId, isPreview: chatSessions.isPreview }).from(chatSessions).where(eq(chatSessions.id, sessionId))
      // Another chat's session is not named: as if there were none to reuse.
      if (existing && (!existing.isPreview || existing.botId !== bot.id)) throw notFound('Session')
      await tx.delete(chatSessions).where(and(eq(chatSessions.id, sessionId), eq(chatSessions.isPreview, true)))
    }
    await tx.insert(chatSessions).values({
      id: sessionId,
      botId: bot.id,
      resultId: null,
      isPreview: true,
      state: dehydrate(turn.state),
      // An input's timeout runs in the preview too (issue 14), so the author sees the path work.
      dueAt: dueAt(turn.state),
      createdAt: now,
      updatedAt: now,
    })
  })
  return {
    ...turn.response,
    ...(turn.debug && { debug: turn.debug }),
    sessionId,
    bot: await clientBotOf(localizedSnapshot(snapshot, turn.state.language), input.prefilledVariables, services.sandbox.forOwner(snapshot.workspaceId, context.signal)),
    ...(chatLanguagesOf(snapshot, turn.state.language) && { languages: chatLanguagesOf(snapshot, turn.state.language) }),
  }
}
