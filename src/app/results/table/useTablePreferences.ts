import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { botKeys } from '@/app/bot/api/botKeys'
import { useUpdateBot } from '@/app/bot/api/useUpdateBot'
import type { Bot, ResultsTablePreferences } from '@/shared/bot/bot'

/** A burst of changes (a column dragged wide) is saved once it settles. */
const settleMs = 600
const none: ResultsTablePreferences = { columnsOrder: [], columnsVisibility: {}, columnsWidth: {} }

/**
 * The results table's column order, visibility and widths: shown at once, saved to the bot's
 * `resultsTablePreferences` (PATCH with `updatedAt`) when the user may edit the bot. Saves never
 * overlap: a change made while one is in flight is sent after it, with the new `updatedAt`.
 */
export function useTablePreferences(bot: Bot, canEdit: boolean) {
  const queryClient = useQueryClient()
  const update = useUpdateBot(bot.workspaceId)
  const [preferences, setPreferences] = useState<ResultsTablePreferences>(bot.resultsTablePreferences ?? none)
  const [unsaved, setUnsaved] = useState(false)
  const { mutate, isPending } = update

  useEffect(() => {
    if (!unsaved || !canEdit || isPending) return
    const timer = setTimeout(() => {
      setUnsaved(false)
      // The latest version the app knows of: the previous save has put its own there.
      const updatedAt = queryClient.getQueryData(botKeys.detail(bot.id))?.bot.updatedAt ?? bot.updatedAt
      mutate({ botId: bot.id, bot: { resultsTablePreferences: preferences, updatedAt } })
    }, settleMs)
    return () => clearTimeout(timer)
  }, [unsaved, canEdit, isPending, preferences, mutate, queryClient, bot.id, bot.updatedAt])

  const change = (next: Partial<ResultsTablePreferences>) => {
    setPreferences((current) => ({ ...current, ...next }))
    setUnsaved(true)
  }
  return { preferences, change, isSaving: isPending || unsaved }
}
