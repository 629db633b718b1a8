import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { botKeys } from '@/app/bot/api/botKeys'
import { useUpdateBot } from '@/app/bot/api/useUpdateBot'
import { partDraftStorage } from '@/app/botSettings/autosave/partDraftStorage'
import type { Bot, ResultsTablePreferences } from '@/shared/bot/bot'

/** A burst of changes (a column dragged wide) is saved once it settles. */
const settleMs = 600
const none: ResultsTablePreferences = { columnsOrder: [], columnsVisibility: {}, columnsWidth: {} }
/** Changes a page went away from before they were saved (a reload, a closed tab), by bot. */
const keptChanges = partDraftStorage<ResultsTablePreferences>('resultsTable')

/** What the table shows, whether it waits to settle, and the saves on their way. */
type Pending = { preferences: ResultsTablePreferences; unsaved: boolean; sending: number; chain: Promise<void> }

/**
 * Sends `value` after the saves before it. The browser's kept copy goes once the latest change is
 * saved, or refused: useUpdateBot then tells the user and loads the bot as it is.
 */
function enqueue(pending: Pending, botId: string, value: ResultsTablePreferences, send: (value: ResultsTablePreferences) => Promise<unknown>) {
  pending.sending++
  pending.chain = pending.chain
    .then(() => send(value))
    .then(
      () => {
        if (pending.preferences === value) keptChanges.clear(botId)
      },
      () => keptChanges.clear(botId),
    )
    .finally(() => {
      pending.sending--
    })
}

/**
 * The results table's column order, visibility and widths: shown at once, saved to the bot's
 * `resultsTablePreferences` (PATCH with `updatedAt`) when the user may edit the bot. Saves never
 * overlap: each is sent after the one in flight, with the `updatedAt` that one brought back.
 * Nothing is lost by leaving: leaving the results sends what is pending at once, and a page hidden
 * before its save came back (a reload) keeps the change in the browser, saved on the next visit.
 */
export function useTablePreferences(bot: Bot, canEdit: boolean) {
  const queryClient = useQueryClient()
  const { mutateAsync, isPending } = useUpdateBot(bot.workspaceId)
  const [kept] = useState(() => (canEdit ? keptChanges.read(bot.id)?.value : undefined))
  const [preferences, setPreferences] = useState<ResultsTablePreferences>(kept ?? bot.resultsTablePreferences ?? none)
  const [unsaved, setUnsaved] = useState(kept !== undefined)
  // What the table shows and the saves on their way, read when the page or the results go away.
  const pending = useRef<Pending>({ preferences, unsaved, sending: 0, chain: Promise.resolve() })
  // The newest version the app knows of: the previous save has put its own there.
  const send = (value: ResultsTablePreferences) =>
    mutateAsync({ botId: bot.id, bot: { resultsTablePreferences: value, updatedAt: queryClient.getQueryData(botKeys.detail(bot.id))?.bot.updatedAt ?? bot.updatedAt } })
  const sendRef = useRef(send)
  useEffect(() => {
    pending.current.preferences = preferences
    pending.current.unsaved = unsaved
    sendRef.current = send
  })

  useEffect(() => {
    if (!unsaved || !canEdit) return
    const timer = setTimeout(() => {
      setUnsaved(false)
      enqueue(pending.current, bot.id, preferences, sendRef.current)
    }, settleMs)
    return () => clearTimeout(timer)
  }, [unsaved, canEdit, preferences, bot.id])

  useEffect(() => {
    if (!canEdit) return
    const state = pending.current
    const onPageHide = () => {
      if (state.unsaved || state.sending > 0) keptChanges.write(bot.id, { value: state.preferences, baseUpdatedAt: bot.updatedAt })
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      // Leaving the results (another tab of the bot, another page): what waited to settle is sent now.
      if (state.unsaved) enqueue(state, bot.id, state.preferences, sendRef.current)
    }
    // Once per bot: a cleanup on every new `updatedAt` would send a change still settling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canEdit, bot.id])

  const change = (next: Partial<ResultsTablePreferences>) => {
    setPreferences((current) => ({ ...current, ...next }))
    setUnsaved(true)
  }
  return { preferences, change, isSaving: isPending || unsaved }
}
