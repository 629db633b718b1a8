import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '@/app/api/api'
import { reportApiError } from '@/app/api/queryClient'
import type { CanvasNote } from '@/shared/notes/botNote'
import type { EditorStore } from '../store/editorStore'
import { cachedNotes, notesKey } from './api/notesQuery'
import { createNotesSync } from './notesSync'

/**
 * Saves the canvas's notes as they change (edits, undo and redo alike), when the page is hidden and
 * when the editor closes; the cached list follows, so the next opening and an export see them.
 * Readers change nothing, so nothing is sent for them. Not `enabled` while a live session carries the
 * notes (bindNotesToSharedDoc): what is pending is sent when it stops.
 */
export function useNotesSync(store: EditorStore, stored: readonly CanvasNote[], { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient()
  const [sync] = useState(() =>
    createNotesSync({
      store,
      stored,
      api: { create: (input) => api.notes.create(input), update: (input) => api.notes.update(input), delete: (input) => api.notes.delete(input) },
      onStored: (notes) => {
        const { botId } = store.getState().env
        queryClient.setQueryData(notesKey(botId), (data) => data && { notes: cachedNotes(data.notes, notes, botId) })
      },
      onError: (error) => reportApiError(error, undefined),
    }),
  )
  useEffect(() => {
    if (store.getState().env.readOnly || !enabled) return
    const stop = sync.start()
    const onHide = () => document.visibilityState === 'hidden' && void sync.flush()
    document.addEventListener('visibilitychange', onHide)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      stop()
      void sync.flush()
    }
  }, [store, sync, enabled])
  return sync
}
