import { useState } from 'react'
import type { UnsupportedBlock } from '@/shared/bot/unsupportedBlock'
import { toast } from '@/app/ui/toastStore'
import { useImportBot } from './api/useImportBot'

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
    importBot.mutate(
      { workspaceId, folderId, bot: parsed as Record<string, unknown> },
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
