import { useEffect } from 'react'
import { useStoreApi } from '@xyflow/react'
import { canvasSelector } from '../canvas/canvasPointer'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import type { PresenceSession } from './PresenceContext'
import { updateLocalPresence, type PresenceViewport } from './presenceState'
import { throttle } from './throttle'

/** Pointer and viewport updates a second, at most: smooth enough to watch, light on the socket. */
const sendsPerSecond = 20

/**
 * Tells the others where this browser is: its pointer over the canvas (flow coordinates, cleared
 * when it leaves), its selection, the block whose settings it has open, and the middle and zoom of
 * its view. Needs the canvas's ReactFlowProvider.
 */
export function usePublishPresence(session: PresenceSession | null) {
  const store = useEditorStoreApi()
  const flow = useStoreApi()
  useEffect(() => {
    if (!session) return
    const { awareness, self } = session
    const selectionOf = () => [...store.getState().selectedNodeIds]
    const editingOf = () => {
      const panel = store.getState().sidePanel
      return panel?.kind === 'block' ? panel.blockId : null
    }
    const viewportOf = (): PresenceViewport => {
      const { transform, width, height } = flow.getState()
      const [x, y, zoom] = transform
      return { x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom, zoom }
    }
    updateLocalPresence(awareness, { user: self, selection: selectionOf(), editingBlockId: editingOf(), viewport: viewportOf(), cursor: null })

    const sendCursor = throttle((cursor: { x: number; y: number } | null) => updateLocalPresence(awareness, { cursor }), 1000 / sendsPerSecond)
    const sendViewport = throttle(() => updateLocalPresence(awareness, { viewport: viewportOf() }), 1000 / sendsPerSecond)
    const canvas = document.querySelector<HTMLElement>(canvasSelector)
    const onMove = (event: PointerEvent) => {
      const { transform, domNode } = flow.getState()
      const box = domNode?.getBoundingClientRect()
      if (!box) return
      const [x, y, zoom] = transform
      sendCursor({ x: (event.clientX - box.left - x) / zoom, y: (event.clientY - box.top - y) / zoom })
    }
    const onLeave = () => sendCursor(null)
    canvas?.addEventListener('pointermove', onMove)
    canvas?.addEventListener('pointerleave', onLeave)
    const stopFlow = flow.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height) sendViewport()
    })
    const stopEditor = store.subscribe((state, previous) => {
      if (state.selectedNodeIds !== previous.selectedNodeIds) updateLocalPresence(awareness, { selection: selectionOf() })
      if (state.sidePanel !== previous.sidePanel) updateLocalPresence(awareness, { editingBlockId: editingOf() })
    })
    return () => {
      canvas?.removeEventListener('pointermove', onMove)
      canvas?.removeEventListener('pointerleave', onLeave)
      sendCursor.cancel()
      sendViewport.cancel()
      stopFlow()
      stopEditor()
      // Leaving the editor (another tab of the bot) keeps the avatar, not a cursor or a selection.
      updateLocalPresence(awareness, { cursor: null, selection: [], editingBlockId: null })
    }
  }, [session, store, flow])
}
