import type { Bot } from '../../shared/bot/bot'
import { resolveTheme } from '../../shared/bot/theme'

/**
 * "6.1" changed only theme defaults. Moving a "6" bot to "6.1" writes its current look out in full,
 * so the bot looks the same under the new defaults.
 */
export function migrateBotToLatest(bot: Bot): Bot {
  if (bot.version === '6.1') return bot
  // Our layout options (focused mode, back button) have the same defaults in both versions: kept as stored.
  const theme = resolveTheme(bot.theme, '6')
  const { focusedMode: _focused, backButton: _back, ...chat } = theme.chat
  const { focusedMode, backButton } = bot.theme.chat ?? {}
  return { ...bot, version: '6.1', theme: { ...theme, chat: { ...chat, ...(focusedMode && { focusedMode }), ...(backButton && { backButton }) } } }
}
