import { useEffect } from 'react'
import { useStore } from '@xyflow/react'
import { findBlock } from '../../document/blockIndex'
import { useEditorStore, useEditorStoreApi } from '../../store/EditorStoreContext'
import { groupLayout } from '../groupLayout'
import { useRevealRect } from './useRevealRect'

/**
 * Keeps the block whose settings are open in sight: when the panel opens (and takes its width from
 * the canvas), is resized, or shows another block, the canvas pans just enough to bring the block
 * into the part left of the panel. A pan the person makes afterwards is left alone.
 */
export function useKeepEditedBlockVisible() {
  const store = useEditorStoreApi()
  const blockId = useEditorStore((state) => (state.sidePanel?.kind === 'block' ? state.sidePanel.blockId : null))
  const width = useStore((state) => state.width)
  const height = useStore((state) => state.height)
  const reveal = useRevealRect()
  useEffect(() => {
    if (!blockId || !width || !height) return
    const found = findBlock(store.getState().doc.groups, blockId)
    if (!found) return
    const { group } = found
    const layout = groupLayout(group).blocks.find((block) => block.blockId === blockId)
    if (!layout) return
    const { x, y } = group.graphCoordinates
    reveal({ x, y: y + layout.top, width: groupLayout(group).width, height: layout.height })
  }, [store, blockId, width, height, reveal])
}
