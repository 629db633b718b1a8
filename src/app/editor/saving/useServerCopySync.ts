import { useEffect } from 'react'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import type { Bot } from '@/shared/bot/bot'
import { botKeys } from '@/app/bot/api/botKeys'
import { jsonEqual } from '@/shared/jsonEqual'
import { toFlowDocument } from '../document/flowDocument'
import { hasUnsavedChanges } from '../store/saveSlice'
import type { EditorStore } from '../store/editorStore'

/**
 * Follows newer versions of the bot that reach the query cache (a rename in the header, a
 * refetch). Same flow as the server copy: only its version stamp moves on, so the next save is not
 * refused. A different flow while nothing is pending: adopted (history cleared). A different flow
 * with edits pending: left for the save to meet as a conflict.
 */
export function useServerCopySync(store: EditorStore, enabled = true) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const { botId } = store.getState().env
    const key = hashKey(botKeys.detail(botId))
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== key) return
      const bot = (event.query.state.data as { bot?: Bot } | undefined)?.bot
      const state = store.getState()
      if (!bot || new Date(bot.updatedAt) <= new Date(state.server.updatedAt)) return
      const doc = toFlowDocument(bot)
      if (jsonEqual(doc, state.server.doc)) state.setSaveState({ server: { doc: state.server.doc, updatedAt: bot.updatedAt } })
      else if (!hasUnsavedChanges(state) && state.saveStatus === 'saved') state.adopt({ doc, updatedAt: bot.updatedAt })
    })
  }, [store, queryClient, enabled])
}
