import { useEffect } from 'react'
import { useReactFlow } from '@xyflow/react'
import { useFollowStore } from './followStore'
import { usePeers } from './PresenceContext'

/**
 * While following someone, this canvas shows what theirs shows: the same middle and zoom, moving
 * when they move. Following stops when the person leaves (and, see FlowCanvas, when you pan).
 */
export function useFollowPeer() {
  const following = useFollowStore((state) => state.following)
  const peer = usePeers().find((candidate) => candidate.clientId === following)
  const { setCenter } = useReactFlow()
  const viewport = peer?.viewport
  useEffect(() => {
    if (following !== null && !peer) useFollowStore.getState().follow(null)
  }, [following, peer])
  useEffect(() => {
    if (viewport) void setCenter(viewport.x, viewport.y, { zoom: viewport.zoom, duration: 120 })
  }, [viewport?.x, viewport?.y, viewport?.zoom, setCenter]) // eslint-disable-line react-hooks/exhaustive-deps
}
