import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { Awareness } from 'y-protocols/awareness'
import type * as Y from 'yjs'
import type { ProviderState } from './collabProvider'
import type { CollabSession } from './collabSession'

const CollabSessionContext = createContext<CollabSession | null>(null)

/** Gives the editor below it the live session of the open bot (null: editing without live sync). */
export function CollabSessionProvider({ session, children }: { session: CollabSession | null; children: ReactNode }) {
  return <CollabSessionContext.Provider value={session}>{children}</CollabSessionContext.Provider>
}

const offline: ProviderState = { status: 'offline', unstored: 0, everSynced: false, session: null, refused: null }
const noop = () => () => {}

export type CollabSessionView = {
  /** The bot's shared document; `doc.getMap('notes')` is reserved for sticky notes. */
  doc: Y.Doc
  /** Presence: set your own state with `awareness.setLocalStateField(...)`; others' come with `user: {id, name}` from the service. */
  awareness: Awareness
  /** `synced`, `connecting` or `offline`, with who the service says you are (`session`). */
  connection: ProviderState
}

/**
 * The live session of the open bot, for presence (avatars, cursors, follow) and sticky notes built
 * on it: its document, its awareness and the connection's state (re-renders when that changes).
 * Null while the editor works without live sync (the service could not be reached).
 */
export function useCollabSession(): CollabSessionView | null {
  const session = useContext(CollabSessionContext)
  const connection = useSyncExternalStore(session ? session.provider.subscribe : noop, () => (session ? session.provider.state : offline))
  return session ? { doc: session.doc, awareness: session.awareness, connection } : null
}
