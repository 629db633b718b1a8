import type { QueryClient } from '@tanstack/react-query'
import type { Bot } from '@/shared/bot/bot'
import type { CanvasNote } from '@/shared/notes/botNote'
import { downloadFile } from '@/app/ui/downloadFile'
import { botQueryOptions } from '@/app/bot/api/useBotQuery'
import { notesQueryOptions, toCanvasNote } from '@/app/editor/notes/api/notesQuery'

/**
 * The file a bot is exported as: the whole document, which POST /v1/bots/import reads back, and,
 * when its canvas has notes, our own top-level `notes` key beside the bot's fields (importers that
 * know only the bot document ignore it; ours sends it back beside the bot, see `splitBotFile`).
 */
export function botExportFile(bot: Bot, notes: readonly CanvasNote[] = []): { fileName: string; content: string } {
  // Keep the name readable but safe on every file system.
  const base = bot.name.replace(/\p{Cc}+/gu, '').replace(/[\\/:*?"<>|]+/g, '-').trim() || 'bot'
  const file = notes.length > 0 ? { ...bot, notes: notes.map(toCanvasNote) } : bot
  return { fileName: `${base}.json`, content: `${JSON.stringify(file, null, 2)}\n` }
}

/** An exported file's bot document, and the notes our export put beside it (when it holds a list of them). */
export function splitBotFile(file: Record<string, unknown>): { bot: Record<string, unknown>; notes?: unknown[] } {
  const { notes, ...bot } = file
  return Array.isArray(notes) ? { bot, notes } : { bot: file }
}

/** GET /v1/bots/{id} and its notes, then saves them as `<name>.json` through the browser's download. */
export async function exportBot(queryClient: QueryClient, botId: string) {
  // The notes as the service has them now, not as a cache last saw them.
  const [{ bot }, { notes }] = await Promise.all([queryClient.fetchQuery(botQueryOptions(botId)), queryClient.fetchQuery({ ...notesQueryOptions(botId), staleTime: 0 })])
  const { fileName, content } = botExportFile(bot, notes)
  downloadFile(content, fileName, 'application/json')
  return fileName
}
