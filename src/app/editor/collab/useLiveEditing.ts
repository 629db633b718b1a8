import { useEffect, useState } from 'react'
import { useConnectionStore } from '@/app/auth/connectionStore'
import { draftStorage } from '../saving/draftStorage'
import { pendingSaves } from '../saving/pendingSaves'
import type { EditorStore } from '../store/editorStore'
import { createCollabSession, type CollabSession } from './collabSession'
import { bindSharedDocument } from './sharedDocumentBinding'

/** `connecting`: the first sync is under way; `live`: edits go through the shared document; `rest`: the service could not be reached live, edits are saved through the REST API. */
export type LiveMode = 'connecting' | 'live' | 'rest'

/** How long the first connection may take before the editor saves through the REST API instead. */
const FIRST_SYNC_TIMEOUT_MS = 6000

/**
 * Opens the live session of the editor's bot and, once it synced, binds the store to it. When the
 * service cannot be reached live (an older service, a proxy without WebSockets), the editor stays
 * on REST saving for this visit: switching later would mix two ways of saving.
 */
export function useLiveEditing(store: EditorStore): { mode: LiveMode; session: CollabSession | null } {
  const [session, setSession] = useState<CollabSession | null>(null)
  const [mode, setMode] = useState<LiveMode>('connecting')
  useEffect(() => {
    const { env, server } = store.getState()
    const { builderUrl, token } = useConnectionStore.getState()
    const opened = createCollabSession({ botId: env.botId, apiUrl: builderUrl, token })
    let unbind: (() => void) | undefined
    let gaveUp = false
    const giveUp = () => {
      if (unbind || gaveUp) return
      gaveUp = true
      setMode('rest')
      setSession(null)
      opened.destroy()
    }
    const timer = setTimeout(giveUp, FIRST_SYNC_TIMEOUT_MS)
    const stop = opened.provider.subscribe((state) => {
      if (state.status === 'offline' && !state.everSynced && !unbind) return giveUp()
      if (state.status !== 'synced' || unbind || gaveUp) return
      clearTimeout(timer)
      unbind = bindSharedDocument(store, opened, server.doc)
      draftStorage.clear(env.botId)
      setMode('live')
    })
    // Publishing and the preview wait until the service has stored every change.
    const unregister = pendingSaves.register(env.botId, () => waitUntilStored(opened))
    // A browser that knows it is offline drops the socket at once rather than wait for it to time out.
    const onOffline = () => opened.provider.disconnect()
    const onOnline = () => opened.provider.reconnectNow()
    window.addEventListener('offline', onOffline)
    window.addEventListener('online', onOnline)
    setSession(opened)
    opened.start()
    return () => {
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
      clearTimeout(timer)
      stop()
      unregister()
      unbind?.()
      if (!gaveUp) opened.destroy()
    }
  }, [store])
  return { mode, session: mode === 'rest' ? null : session }
}

/** Resolves once every local change is stored (or after a few seconds: the caller goes on with what the service has). */
function waitUntilStored(session: CollabSession): Promise<void> {
  const done = () => session.provider.state.status === 'synced' && session.provider.state.unstored === 0
  if (done()) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(finish, 5000)
    const stop = session.provider.subscribe(() => done() && finish())
    function finish() {
      clearTimeout(timer)
      stop()
      resolve()
    }
  })
}
