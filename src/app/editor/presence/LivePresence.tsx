import { useMemo, type ReactNode } from 'react'
import { useCollabSession } from '../collab/CollabSessionContext'
import { PresenceProvider } from './PresenceContext'

/** Presence over the editor's live session, once the service said who this browser is; none without one. */
export function LivePresence({ children }: { children: ReactNode }) {
  const live = useCollabSession()
  const awareness = live?.awareness
  const who = live?.connection.session
  const session = useMemo(() => (awareness && who ? { awareness, self: { id: who.userId, name: who.name } } : null), [awareness, who?.userId, who?.name]) // eslint-disable-line react-hooks/exhaustive-deps
  return <PresenceProvider session={session}>{children}</PresenceProvider>
}
