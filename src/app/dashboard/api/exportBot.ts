import type { QueryClient } from '@tanstack/react-query'
import type { Bot } from '@/shared/bot/bot'
import { botQueryOptions } from '@/app/bot/api/useBotQuery'

/** The file a bot is exported as: the whole document, which POST /v1/bots/import reads back. */
export function botExportFile(bot: Bot): { fileName: string; content: string } {
  // Keep the name readable but safe on every file system.
  const base = bot.name.replace(/\p{Cc}+/gu, '').replace(/[\\/:*?"<>|]+/g, '-').trim() || 'bot'
  return { fileName: `${base}.json`, content: `${JSON.stringify(bot, null, 2)}\n` }
}

/** GET /v1/bots/{id}, then saves it as `<name>.json` through the browser's download. */
export async function exportBot(queryClient: QueryClient, botId: string) {
  const { bot } = await queryClient.fetchQuery(botQueryOptions(botId))
  const { fileName, content } = botExportFile(bot)
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return fileName
}
