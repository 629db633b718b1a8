import { useMemo, useSyncExternalStore } from 'react'
import { Awareness } from 'y-protocols/awareness'
import * as Y from 'yjs'
import { isOwnService, useConnectionStore } from '@/app/auth/connectionStore'
import { collabPath } from '@/shared/collab/collabMessages'
import { createCollabProvider, type SocketLike } from '../collab/collabProvider'
import type { PresenceSession } from './PresenceContext'

export type LivePresence = { presence: PresenceSession | null; doc: Y.Doc | null }
const offline: LivePresence = { presence: null, doc: null }

/**
 * A bot's live session as an external store: it connects when the first component subscribes and
 * closes when the last one leaves. `doc` is given once the document first matched the service's
 * (so nothing binds to an empty one); `presence` once the service said who this browser is.
 */
function createLiveSource(url: string | null) {
  let snapshot = offline
  let stop: (() => void) | null = null
  const listeners = new Set<() => void>()
  const start = () => {
    if (!url) return
    const doc = new Y.Doc()
    const awareness = new Awareness(doc)
    const provider = createCollabProvider({ doc, awareness, createSocket: () => new WebSocket(url) as unknown as SocketLike })
    const unsubscribe = provider.subscribe((state) => {
      const who = state.session
      const same = snapshot.presence?.self.id === who?.userId && snapshot.presence?.self.name === who?.name
      const presence = !who ? null : same ? snapshot.presence : { awareness, self: { id: who.userId, name: who.name } }
      const synced = state.everSynced ? doc : null
      if (presence === snapshot.presence && synced === snapshot.doc) return
      snapshot = { presence, doc: synced }
      listeners.forEach((listener) => listener())
    })
    provider.connect()
    stop = () => {
      unsubscribe()
      provider.destroy()
      awareness.destroy()
      doc.destroy()
      snapshot = offline
    }
  }
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      if (!stop) start()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stop?.()
          stop = null
        }
      }
    },
    get: () => snapshot,
  }
}

/**
 * The open bot's live session, as presence and notes use it: the shared document, the awareness,
 * and who the service says this browser is. Connects to the service's live-editing socket with the
 * builder's session cookie (the app's own service only; elsewhere there is no live session).
 *
 * Interim seam: the collab branch's `useCollabSession()` gives the same session to the whole
 * editor; at merge this hook becomes a mapping of it (one socket per open bot).
 */
export function useLivePresenceSession(botId: string): LivePresence {
  const builderUrl = useConnectionStore((state) => state.builderUrl)
  const source = useMemo(
    () => createLiveSource(isOwnService(builderUrl) && typeof WebSocket !== 'undefined' ? `${builderUrl.replace(/^http/, 'ws')}${collabPath(botId)}` : null),
    [botId, builderUrl],
  )
  return useSyncExternalStore(source.subscribe, source.get)
}
