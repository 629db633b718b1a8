import type { ChatMessage } from '../../shared/chat/response'
import type { ResolvedSettings } from '../../shared/bot/settings/resolveSettings'
import { plainTextOf } from './plainText'

type TypingEmulation = ResolvedSettings['typingEmulation']

/** Media bubbles have no words to read: they get a short fixed pause. */
const mediaDelayMs = 500

/**
 * How long the typing indicator shows before a host bubble (BLOCKS.md §6.2):
 * min(words ÷ speed × 60 000 ms, maxDelay s); words = `\w+` runs, or the character count if none.
 */
export function typingDelayMs(text: string, settings: TypingEmulation): number {
  const words = text.match(/\w+/g)?.length ?? text.length
  const speed = settings.speed > 0 ? settings.speed : 400
  return Math.max(0, Math.min((words / speed) * 60_000, settings.maxDelay * 1000))
}

/** The delay before `message`, or 0 when emulation is off. */
export function bubbleDelayMs(message: ChatMessage, settings: TypingEmulation): number {
  if (!settings.enabled) return 0
  if (message.type !== 'text') return Math.min(mediaDelayMs, settings.maxDelay * 1000)
  return typingDelayMs(plainTextOf(message), settings)
}
