import { useEffect, useRef } from 'react'
import { useReactFlow, useStore } from '@xyflow/react'
import { compactBelowZoom } from '../canvas/compactCanvas'
import { useEditorStoreApi } from '../store/EditorStoreContext'

/** Room kept for the toolbar above and the legend and zoom buttons below (two rows each on a phone). */
const padding = { top: '128px', bottom: '132px', x: '24px' } as const

/**
 * Opens analytics mode on the whole flow, at most full size and never so far out that the counts
 * fold away (the compact drawing has none); on a phone, on the group visitors enter first, at a
 * size its counts can be read. The canvas settles its size over the first frames (and a phone
 * turns), so the view follows its size until the person first touches, scrolls or types.
 */
export function useAnalyticsOpeningView() {
  const store = useEditorStoreApi()
  const { fitView } = useReactFlow()
  const size = useStore((state) => (state.nodeLookup.size > 0 && state.width > 0 && state.height > 0 ? `${state.width}x${state.height}` : null))
  const touched = useRef(false)
  useEffect(() => {
    const touch = () => (touched.current = true)
    const events = ['pointerdown', 'wheel', 'keydown'] as const
    for (const type of events) window.addEventListener(type, touch, { capture: true, passive: true })
    return () => {
      for (const type of events) window.removeEventListener(type, touch, { capture: true })
    }
  }, [])
  useEffect(() => {
    if (!size || touched.current) return
    const { doc } = store.getState()
    const startEdgeId = doc.events.find((event) => event.type === 'start')?.outgoingEdgeId
    const firstGroupId = doc.edges.find((edge) => edge.id === startEdgeId)?.to.groupId
    const isPhone = !window.matchMedia('(min-width: 768px)').matches
    void fitView({ padding, maxZoom: 1, minZoom: isPhone ? 0.75 : compactBelowZoom, ...(isPhone && firstGroupId && { nodes: [{ id: firstGroupId }] }) })
  }, [size, store, fitView])
}
