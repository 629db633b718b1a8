import { useEffect } from 'react'
import { useReactFlow } from '@xyflow/react'
import { usePreviewControls } from '../preview/previewControls'
import { findBlock } from '../document/blockIndex'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import { canvasSelector } from './canvasPointer'
import { groupLayout } from './groupLayout'

/** Width the preview drawer covers on the right of the window (26rem). */
const drawerWidth = 416

/**
 * Keeps the block the preview is running in sight: when its group is off screen, or under the
 * preview drawer, the view glides to it (zoom unchanged).
 */
export function useFollowRunningBlock() {
  const store = useEditorStoreApi()
  const { flowToScreenPosition, setCenter, getZoom } = useReactFlow()
  useEffect(
    () =>
      usePreviewControls.subscribe((state, previous) => {
        if (!state.runningBlockId || state.runningBlockId === previous.runningBlockId) return
        const group = findBlock(store.getState().doc.groups, state.runningBlockId)?.group
        const canvas = document.querySelector(canvasSelector)?.getBoundingClientRect()
        if (!group || !canvas) return
        const { width, height } = groupLayout(group)
        const zoom = getZoom()
        const topLeft = flowToScreenPosition(group.graphCoordinates)
        // The drawer is wider with the debugger beside the chat: its own edge, when it is there.
        const drawerLeft = document.querySelector('aside[aria-label="Preview"]')?.getBoundingClientRect().left ?? window.innerWidth - drawerWidth
        const right = state.isOpen ? Math.min(canvas.right, drawerLeft) : canvas.right
        const inSight = topLeft.x >= canvas.left && topLeft.x + width * zoom <= right && topLeft.y >= canvas.top && topLeft.y + Math.min(height, 200) * zoom <= canvas.bottom
        if (inSight) return
        // Centre the group in the part of the canvas the drawer leaves uncovered.
        const shift = (canvas.right - right) / 2 / zoom
        void setCenter(group.graphCoordinates.x + width / 2 + shift, group.graphCoordinates.y + Math.min(height, 400) / 2, { zoom, duration: 300 })
      }),
    [store, flowToScreenPosition, setCenter, getZoom],
  )
}
