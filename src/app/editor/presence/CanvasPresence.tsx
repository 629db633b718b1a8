import { memo, useMemo } from 'react'
import { ViewportPortal, useStore } from '@xyflow/react'
import { useShallow } from 'zustand/react/shallow'
import type { Group } from '@/shared/bot/group'
import { cx } from '@/app/ui/cx'
import { groupLayout, sizes } from '../canvas/groupLayout'
import { nodeRects } from '../canvas/placement/nodeRects'
import { useEditorStore } from '../store/EditorStoreContext'
import { usePeers, usePresenceSession } from './PresenceContext'
import type { Peer } from './presenceState'
import { useFollowPeer } from './useFollowPeer'
import { usePublishPresence } from './usePublishPresence'

type Rect = { x: number; y: number; width: number; height: number }

/** Where each group's blocks are, in flow coordinates, for the "is editing" marks. */
function useBlockRects(groups: readonly Group[]): Map<string, Rect> {
  return useMemo(() => {
    const rects = new Map<string, Rect>()
    for (const group of groups) {
      const layout = groupLayout(group)
      for (const block of layout.blocks) {
        rects.set(block.blockId, { x: group.graphCoordinates.x + sizes.padding, y: group.graphCoordinates.y + block.top, width: layout.width - 2 * sizes.padding, height: block.height })
      }
    }
    return rects
  }, [groups])
}

/** A name tag in the person's colour (white text on it passes contrast), drawn the same size at any zoom. */
function NameTag({ peer, text, scale, side }: { peer: Peer; text: string; scale: number; side: 'left' | 'right' }) {
  return (
    <span
      className={cx('absolute top-0 rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-white shadow', side === 'left' ? 'left-0' : 'right-0')}
      style={{ backgroundColor: peer.color, transform: `translateY(-100%) scale(${scale})`, transformOrigin: `bottom ${side}` }}
    >
      {text}
    </span>
  )
}

type OutlineProps = { peer: Peer; rect: Rect; label: string; scale: number; testId: string; side: 'left' | 'right' }

const Outline = memo(function Outline({ peer, rect, label, scale, testId, side }: OutlineProps) {
  return (
    <div
      data-testid={testId}
      data-peer={peer.user.name}
      className="pointer-events-none absolute rounded-xl border-2"
      style={{ left: rect.x - 4, top: rect.y - 4, width: rect.width + 8, height: rect.height + 8, borderColor: peer.color }}
    >
      <NameTag peer={peer} text={label} scale={scale} side={side} />
    </div>
  )
})

function Cursor({ peer, scale }: { peer: Peer; scale: number }) {
  if (!peer.cursor) return null
  return (
    <div data-testid="presence-cursor" data-peer={peer.user.name} className="pointer-events-none absolute" style={{ left: peer.cursor.x, top: peer.cursor.y, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
      <svg aria-hidden width="18" height="22" viewBox="0 0 18 22" className="drop-shadow">
        <path d="M1 1 L1 18 L5.5 13.5 L9 21 L12 19.5 L8.5 12.5 L15 12.5 Z" fill={peer.color} stroke="white" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      <span className="absolute top-5 left-3 rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-white shadow" style={{ backgroundColor: peer.color }}>
        {peer.user.name}
      </span>
    </div>
  )
}

/**
 * The others on this canvas, drawn in flow coordinates: their pointers with their names, what they
 * selected outlined in their colour, and the block whose settings they have open marked "X is
 * editing". Also publishes this browser's own presence and follows whoever is being followed.
 * Draws nothing without a live session.
 */
export function CanvasPresence() {
  const session = usePresenceSession()
  usePublishPresence(session)
  useFollowPeer()
  const peers = usePeers()
  if (!session || peers.length === 0) return null
  return <PeerLayer peers={peers} />
}

function PeerLayer({ peers }: { peers: Peer[] }) {
  const scale = useStore((state) => 1 / state.transform[2])
  const { groups, events, notes } = useEditorStore(useShallow((state) => ({ groups: state.doc.groups, events: state.doc.events, notes: state.doc.notes })))
  // Pointers move many times a second; the boxes change only with the document.
  const nodeRectsById = useMemo(() => nodeRects({ groups, events, notes }), [groups, events, notes])
  const blockRects = useBlockRects(groups)
  return (
    <ViewportPortal>
      {peers.map((peer) => (
        <div key={peer.clientId}>
          {peer.selection.map((id) => {
            const rect = nodeRectsById.get(id)
            return rect && <Outline key={id} peer={peer} rect={rect} label={peer.user.name} scale={scale} testId="presence-selection" side="left" />
          })}
          {peer.editingBlockId && blockRects.get(peer.editingBlockId) && (
            // On the right: the group's title, on the left, stays readable.
            <Outline peer={peer} rect={blockRects.get(peer.editingBlockId)!} label={`${peer.user.name} is editing`} scale={scale} testId="presence-editing" side="right" />
          )}
          <Cursor peer={peer} scale={scale} />
        </div>
      ))}
    </ViewportPortal>
  )
}
