import { wholeBot } from '@/app/bot/api/wholeBot'
import { useEffect, useState } from 'react'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useStore } from 'zustand'
import type { Bot } from '@/shared/bot/bot'
import { api } from '@/app/api/api'
import { reportApiError } from '@/app/api/queryClient'
import { botKeys } from '@/app/bot/api/botKeys'
import { pendingSaves } from '@/app/editor/saving/pendingSaves'
import { partDraftStorage } from './partDraftStorage'
import { createPartSaver, type PartDefinition, type PartSaver, type PartSaverState, type PartValue } from './partSaver'

/**
 * The working copy of one part of `bot` (see `createPartSaver`), saved by itself: after a quiet
 * second, when the page is hidden, when the connection comes back, before publishing, and when the
 * panel closes. Saved versions refresh the cached bot (header, publish badge); newer versions in
 * the cache are followed.
 */
export function usePartAutosave<P extends PartValue>(bot: Bot, definition: PartDefinition<P>, readOnly: boolean): PartSaver<P> {
  const queryClient = useQueryClient()
  const [saver] = useState(() =>
    createPartSaver({
      bot,
      definition,
      readOnly,
      api: { update: (input) => api.bots.update(input).then(wholeBot), get: (input) => api.bots.get(input) },
      storage: partDraftStorage<P>(definition.name),
      onSaved: (saved) => queryClient.setQueryData(botKeys.detail(saved.id), (data) => data && { ...data, bot: saved }),
      // The refusal is shown beside the fields; a refused token still signs out.
      onError: (error) => reportApiError(error, { errorToast: false }),
    }),
  )
  useEffect(() => {
    const stop = saver.start()
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return
      saver.persist()
      void saver.flush()
    }
    const onPageHide = () => saver.persist()
    const onOnline = () => void saver.flush()
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('online', onOnline)
    const unregister = pendingSaves.register(bot.id, saver.flush)
    const key = hashKey(botKeys.detail(bot.id))
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== key) return
      const next = (event.query.state.data as { bot?: Bot } | undefined)?.bot
      if (next) saver.followServer(next)
    })
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('online', onOnline)
      unregister()
      unsubscribe()
      // Leaving the panel still saves what is pending.
      void saver.flush().finally(stop)
    }
  }, [saver, queryClient, bot.id])
  return saver
}

/** Reads a slice of a part saver's state (re-renders only when it changes). */
export const usePartState = <P extends PartValue, T>(saver: PartSaver<P>, select: (state: PartSaverState<P>) => T) => useStore(saver.store, select)
