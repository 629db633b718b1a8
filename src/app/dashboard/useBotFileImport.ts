import { useState } from 'react'
import type { UnsupportedBlock } from '@/shared/bot/unsupportedBlock'
import { toast } from '@/app/ui/toastStore'
import { splitBotFile } from './api/exportBot'
import { useImportBot } from './api/useImportBot'

type ImportInput = Parameters<ReturnType<typeof useImportBot>['mutate']>[0]

export type ImportOutcome = { botId: string; name: string; unsupportedBlocks: UnsupportedBlock[] }

/**
 * Reads a bot file (ours or a Typebot export) and imports it into the current folder. A file that
 * is not JSON is refused here; everything else is judged by the service, whose message is shown.
 */
export function useBotFileImport(workspaceId: string, folderId: string | null) {
  const importBot = useImportBot()
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null)

  const importFile = async (file: File) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      return toast.error(`“${file.name}” is not a bot file: it does not hold JSON.`)
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return toast.error(`“${file.name}” is not a bot file: it holds no bot object.`)
    }
    const { bot, notes } = splitBotFile(parsed as Record<string, unknown>)
    importBot.mutate(
      // Notes go beside the bot (the service validates them): they are no part of the bot document.
      { workspaceId, folderId, bot, notes: notes as ImportInput['notes'] },
      {
        onSuccess: ({ bot, unsupportedBlocks }) => {
          if (unsupportedBlocks.length > 0) setOutcome({ botId: bot.id, name: bot.name, unsupportedBlocks })
          else toast.success(`Imported “${bot.name}”`)
        },
      },
    )
  }

  return { importFile, isImporting: importBot.isPending, outcome, dismissOutcome: () => setOutcome(null) }
}
