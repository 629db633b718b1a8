import type { IncomingMessage, TextBubbleContentFormat } from '../../shared/chat/message'
import type { PreviewDebugRequest } from '../../shared/chat/debug'
import type { AuthedContext } from '../api/context'
import { requireBot } from '../auth/access'
import { continueSessionChat } from './continueLiveChat'

/**
 * The builder's continueChat for its preview: signed in as someone who may read the bot, on a
 * preview session of that bot only. The debugger's trace comes back only through here.
 */
export async function continuePreviewChat(
  context: AuthedContext,
  input: { botId: string; sessionId: string; message?: IncomingMessage | null; textBubbleContentFormat?: TextBubbleContentFormat; debug?: PreviewDebugRequest },
) {
  const { bot } = await requireBot(context.db, context.user.id, input.botId, 'read')
  const { botId: _botId, debug, ...turn } = input
  return continueSessionChat(context, turn, { botId: bot.id, debug })
}
