import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { botKeys } from '@/app/bot/api/botKeys'
import { useConnectionStore } from '@/app/auth/connectionStore'
import { draftStorage } from '../saving/draftStorage'
import { pendingSaves } from '../saving/pendingSaves'
import { flowOnly, type FlowDocument } from '../document/flowDocument'
import type { EditorStore } from '../store/editorStore'
import { hasUnsavedChanges } from '../store/saveSlice'
import { createCollabSession, type CollabSession } from './collabSession'
import { createQuietMoments } from './quietMoments'
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
  const [quiet] = useState(() => createQuietMoments(store))
  const [session] = useState(() => {
    const { botId } = store.getState().env
    const { builderUrl, token } = useConnectionStore.getState()
    return createCollabSession({ botId, apiUrl: builderUrl, token, whenQuiet: quiet.run })
  })
  const [mode, setMode] = useState<LiveMode>('connecting')
  const queryClient = useQueryClient()
  useEffect(() => {
    const { env, server } = store.getState()
    let unbind: (() => void) | undefined
    let stopMirror: (() => void) | undefined
    let gaveUp = false
    const giveUp = () => {
      if (binding || gaveUp) return
      gaveUp = true
      session.destroy()
      if (store.getState().saveStatus === 'connecting') store.getState().setSaveState({ saveStatus: hasUnsavedChanges(store.getState()) ? 'unsaved' : 'saved' })
      setMode('rest')
    }
    // Nothing counts as saved until the first sync (or the fallback to REST saving).
    if (store.getState().saveStatus === 'saved') store.getState().setSaveState({ saveStatus: 'connecting' })
    // The service has answered when its answer waits for the person to let go of a drag.
    const waitOrGiveUp = () => (quiet.holding ? (timer = setTimeout(waitOrGiveUp, 500)) : giveUp())
    let timer = setTimeout(waitOrGiveUp, FIRST_SYNC_TIMEOUT_MS)
    let failures = 0
    let binding = false
    let lastStatus = session.provider.state.status
    const bind = () => {
      const state = session.provider.state
      const failed = state.status === 'offline' && lastStatus !== 'offline'
      lastStatus = state.status
      // A second failed attempt before any sync: the service does not take WebSockets here.
      if (failed && !state.everSynced && !binding && ++failures >= 2) return giveUp()
      if (state.status !== 'synced' || binding || gaveUp) return
      // Once: binding writes the edits made while connecting, whose updates change the provider's
      // state, which calls this again before the first binding has returned.
      binding = true
      clearTimeout(timer)
      unbind = bindSharedDocument(store, session, server.doc)
      stopMirror = mirrorIntoBotQuery(store, (doc) =>
        queryClient.setQueryData(botKeys.detail(env.botId), (data) => data && { ...data, bot: { ...data.bot, ...flowOnly(doc) } }),
      )
      draftStorage.clear(env.botId)
      setMode('live')
    }
    const stop = session.provider.subscribe(bind)
    // Publishing and the preview wait until the service has stored every change.
    const unregister = pendingSaves.register(env.botId, () => waitUntilStored(session))
    // A browser that knows it is offline drops the socket at once rather than wait for it to time out.
    const onOffline = () => session.provider.disconnect()
    const onOnline = () => session.provider.reconnectNow()
    window.addEventListener('offline', onOffline)
    window.addEventListener('online', onOnline)
    session.start()
    // Already synced when remounted (strict mode): bind again now.
    bind()
    return () => {
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
      clearTimeout(timer)
      stop()
      unregister()
      unbind?.()
      stopMirror?.()
      session.releaseSoon()
    }
  }, [store, session, queryClient, quiet])
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

/**
 * The header (publish badge) and other panels read the bot from the query cache: live, the working
 * copy is what the service stores, so the cache follows it, a few times a second at most.
 */
function mirrorIntoBotQuery(store: EditorStore, write: (doc: FlowDocument) => void) {
  // From the start: the copy just bound holds the edits made while connecting, which no later change may follow.
  write(store.getState().doc)
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = store.subscribe((state, previous) => {
    if (state.doc === previous.doc || timer) return
    timer = setTimeout(() => {
      timer = undefined
      write(store.getState().doc)
    }, 250)
  })
  return () => {
    clearTimeout(timer)
    stop()
  }
}
