import type { DragEvent } from 'react'
import { useReactFlow } from '@xyflow/react'
import { addEvent } from '../commands/events/addEvent'
import { addGroup } from '../commands/groups/addGroup'
import { moveBlockToNewGroup } from '../commands/blocks/moveBlock'
import { createBlock } from '../commands/blocks/newBlock'
import { useBlockDrag } from '../dnd/blockDrag'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import { sizes } from './groupLayout'

/**
 * Drops on empty canvas: a new block becomes a new group there, a block dragged out of its group
 * becomes a group of its own, and an event lands as an event node.
 */
export function useCanvasDrop() {
  const store = useEditorStoreApi()
  const { screenToFlowPosition } = useReactFlow()
  return {
    onDragOver: (event: DragEvent) => {
      if (!useBlockDrag.getState().payload) return
      event.preventDefault()
      event.dataTransfer.dropEffect = useBlockDrag.getState().payload?.kind === 'moveBlock' ? 'move' : 'copy'
      useBlockDrag.getState().setSlot(null)
    },
    onDrop: (event: DragEvent) => {
      const { payload, end } = useBlockDrag.getState()
      if (!payload) return
      event.preventDefault()
      end()
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY })
      // The pointer ends up on the new group's title, where it was dropped.
      const position = { x: point.x - sizes.padding - 24, y: point.y - sizes.padding - sizes.header / 2 }
      const state = store.getState()
      if (payload.kind === 'newEvent') state.commit('Add event', (doc) => addEvent(doc, { type: payload.type, position }))
      else if (payload.kind === 'moveBlock') state.commit('Move block', (doc) => moveBlockToNewGroup(doc, { blockId: payload.blockId, position }))
      else {
        const block = createBlock(payload.type)
        if (state.commit('Add block', (doc) => addGroup(doc, { position, blocks: [block] }))) state.openSidePanel({ kind: 'block', blockId: block.id })
      }
    },
  }
}
