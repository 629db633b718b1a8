import type { Bot } from '@/shared/bot/bot'
import type { SavedVersion } from '@/shared/contract/bots'

/**
 * A bot update answered without `Prefer: return=minimal` carries the whole bot; this says so to the
 * type checker, and fails loudly should a service answer otherwise.
 */
export function wholeBot(reply: { bot: Bot | SavedVersion }): { bot: Bot } {
  if (!('version' in reply.bot)) throw new Error('The service answered the save without the bot')
  return { bot: reply.bot }
}
