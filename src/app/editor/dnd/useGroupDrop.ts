import type { DragEvent } from 'react'
import { moveBlock } from '../commands/blocks/moveBlock'
import { createBlock } from '../commands/blocks/newBlock'
import { insertBlock } from '../commands/blocks/insertBlock'
import type { GroupLayout } from '../canvas/groupLayout'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import { useBlockDrag } from './blockDrag'
import { dropIndex } from './dropIndex'

/** The slot under the pointer, from the node's box on screen (which is scaled by the zoom). */
const slotAt = (event: DragEvent<HTMLElement>, layout: GroupLayout) => {
  const box = event.currentTarget.getBoundingClientRect()
  return dropIndex(layout, ((event.clientY - box.top) * layout.height) / box.height)
}

/**
 * Makes a group a drop target for blocks: the slot under the pointer is shown by a placeholder,
 * and the drop inserts a new block or moves the dragged one there (one undo step).
 */
export function useGroupDrop(groupId: string, layout: GroupLayout) {
  const store = useEditorStoreApi()
  const accepts = () => {
    const { payload } = useBlockDrag.getState()
    return payload && payload.kind !== 'newEvent' ? payload : null
  }
  return {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      const payload = accepts()
      if (!payload) return
      event.preventDefault()
      event.stopPropagation()
      event.dataTransfer.dropEffect = payload.kind === 'moveBlock' ? 'move' : 'copy'
      useBlockDrag.getState().setSlot({ groupId, index: slotAt(event, layout) })
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
      if (useBlockDrag.getState().slot?.groupId === groupId) useBlockDrag.getState().setSlot(null)
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const payload = accepts()
      if (!payload) return
      event.preventDefault()
      event.stopPropagation()
      const index = slotAt(event, layout)
      useBlockDrag.getState().end()
      const state = store.getState()
      if (payload.kind === 'moveBlock') {
        state.commit('Move block', (doc) => moveBlock(doc, { blockId: payload.blockId, groupId, index }))
        return
      }
      const block = createBlock(payload.type)
      if (state.commit('Add block', (doc) => insertBlock(doc, { groupId, index, block }))) state.openSidePanel({ kind: 'block', blockId: block.id })
    },
  }
}
