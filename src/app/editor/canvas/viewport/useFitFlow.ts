import { useCallback } from 'react'
import { useReactFlow, useStoreApi } from '@xyflow/react'
import { useEditorStoreApi } from '../../store/EditorStoreContext'
import { nodeRects } from '../placement/nodeRects'
import { boundsOf, fitViewport } from './fitViewport'
import { isMinimapDrawn, minimapBand, useMinimapPreference } from './minimapPreference'
import { canvasInsets } from './viewRect'

/**
 * Fit to view: the whole flow in the part of the canvas the toolbars, the zoom controls and the
 * overview leave free, never below a readable zoom (see fitViewport).
 */
export function useFitFlow() {
  const store = useEditorStoreApi()
  const flow = useStoreApi()
  const { setViewport } = useReactFlow()
  return useCallback(() => {
    const { doc, sidePanel } = store.getState()
    const { width, height } = flow.getState()
    const bounds = boundsOf(nodeRects(doc).values())
    if (!bounds || !width || !height) return
    const minimap = isMinimapDrawn({ shown: useMinimapPreference.getState().shown, panelOpen: sidePanel !== null, nodeCount: doc.groups.length + doc.events.length, canvasWidth: width })
    const insets = { ...canvasInsets, bottom: minimap ? minimapBand : canvasInsets.bottom }
    void setViewport(fitViewport(bounds, { width, height }, insets), { duration: 200 })
  }, [store, flow, setViewport])
}
