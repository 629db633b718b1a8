import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '@/app/api/api'
import { reportApiError } from '@/app/api/queryClient'
import { botKeys } from '@/app/bot/api/botKeys'
import type { EditorStore } from '../store/editorStore'
import { draftStorage } from './draftStorage'
import { pendingSaves } from './pendingSaves'
import { createSaveQueue, type SaveQueue } from './saveQueue'
import { useServerCopySync } from './useServerCopySync'

/**
 * Saves the open bot by itself: a second after the last change, when the page is hidden, when the
 * connection comes back, and when the editor closes. Confirmed versions refresh the cached bot
 * (the header and the publish badge read it). Returns the queue, for the save indicator and the
 * conflict choice. Off (`enabled` false) while the editor is, or may become, live.
 */
export function useAutoSave(store: EditorStore, enabled = true): SaveQueue {
  const queryClient = useQueryClient()
  const [queue] = useState(() =>
    createSaveQueue({
      store,
      // Only the new version's stamp comes back: the editor already holds what it sent.
      api: { update: (input) => api.bots.update(input, { context: { returnMinimal: true } }), get: (input) => api.bots.get(input) },
      storage: draftStorage,
      onSaved: (saved, doc) =>
        queryClient.setQueryData(botKeys.detail(saved.id), (data) => data && { ...data, bot: { ...data.bot, ...saved, ...doc } }),
      onError: (error) => reportApiError(error, undefined),
    }),
  )
  useServerCopySync(store, enabled)
  useEffect(() => {
    // Live editing saves through the shared document instead (see collab/useLiveEditing.ts).
    if (!enabled) return
    const { botId } = store.getState().env
    const stop = queue.start()
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return
      queue.persist()
      void queue.flush()
    }
    const onPageHide = () => queue.persist()
    const onOnline = () => void queue.flush()
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('online', onOnline)
    const unregister = pendingSaves.register(botId, queue.flush)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('online', onOnline)
      unregister()
      // Leaving the editor (another panel, another bot) still saves what is pending.
      void queue.flush().finally(stop)
    }
  }, [store, queue, enabled])
  return queue
}
