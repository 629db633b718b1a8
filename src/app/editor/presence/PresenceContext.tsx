import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { Awareness } from 'y-protocols/awareness'
import { peersOf, type Peer } from './presenceState'

/** The awareness of the open bot's live session, and who this browser is in it. */
export type PresenceSession = { awareness: Awareness; self: { id: string; name: string } }

const PresenceContext = createContext<PresenceSession | null>(null)

/**
 * Gives what is below it the live session's presence. Without one (no live session, or it is not
 * connected yet) the presence UI draws nothing and the editor works alone as before.
 */
export function PresenceProvider({ session, children }: { session: PresenceSession | null; children: ReactNode }) {
  return <PresenceContext.Provider value={session}>{children}</PresenceContext.Provider>
}

export const usePresenceSession = () => useContext(PresenceContext)

const noPeers: Peer[] = []
const caches = new WeakMap<Awareness, { peers: Peer[]; key: string }>()

/** The same array while nothing that is shown changed, for useSyncExternalStore. */
function snapshotOf(awareness: Awareness): Peer[] {
  const peers = peersOf(awareness)
  const key = JSON.stringify(peers)
  const cached = caches.get(awareness)
  if (cached?.key === key) return cached.peers
  caches.set(awareness, { peers, key })
  return peers
}

/** The other people in the bot, live (re-renders when one of them moves, selects or leaves). */
export function usePeers(): Peer[] {
  const session = usePresenceSession()
  return useSyncExternalStore(
    (onChange) => {
      if (!session) return () => {}
      session.awareness.on('change', onChange)
      return () => session.awareness.off('change', onChange)
    },
    () => (session ? snapshotOf(session.awareness) : noPeers),
  )
}
