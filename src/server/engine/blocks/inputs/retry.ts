import { defaultRetryMessageContents } from '../../../../shared/bot/blocks'
import { resolveSettings } from '../../../../shared/bot/settings'
import type { ChatInput } from '../../../../shared/chat/response'
import type { Cursor } from '../../sessionState'
import { templateText } from '../../walk/template'
import { currentBot, type Turn } from '../../walk/turnContext'
import { plainTextMessage } from '../bubbles/textBubble'

/** The retry text (§4.7, §6.3): the input's own for email, URL and phone, else the bot's invalid message. */
function retryText(turn: Turn, input: ChatInput): string {
  if (input.type in defaultRetryMessageContents) {
    const own = (input.options as { retryMessageContent?: string } | undefined)?.retryMessageContent
    return own || defaultRetryMessageContents[input.type as keyof typeof defaultRetryMessageContents]
  }
  return resolveSettings(currentBot(turn).bot.settings).general.systemMessages.invalidMessage
}

/**
 * An invalid answer without an `invalidReply` event (§4.7 case 2): one text bubble carrying the
 * input's id and the retry text (or `reason`, a service's own word on what failed), then the same
 * input again; the session stays on it.
 */
export async function askAgain(turn: Turn, input: ChatInput, cursor: Required<Cursor>, reason?: string): Promise<void> {
  const text = reason ?? (await templateText(turn, retryText(turn, input)))
  turn.messages.push(plainTextMessage(turn, input.id, text))
  turn.state.pending = { type: 'input', cursor, input }
}
