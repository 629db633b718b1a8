import { useState, type DragEvent } from 'react'
import { draggedItem, endDrag, type DragItem } from './dragItem'

/**
 * Makes an element accept dragged bots and folders: `accepts` decides per item (a folder never
 * into itself), `onDrop` moves it. `isOver` highlights the target while something hovers it.
 */
export function useDropTarget(accepts: (item: DragItem) => boolean, onDrop: (item: DragItem) => void) {
  const [isOver, setIsOver] = useState(false)
  const acceptable = (event: DragEvent) => {
    const item = draggedItem(event)
    return item && accepts(item) ? item : null
  }
  return {
    isOver,
    dropProps: {
      onDragOver: (event: DragEvent) => {
        if (!acceptable(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setIsOver(true)
      },
      onDragLeave: () => setIsOver(false),
      onDrop: (event: DragEvent) => {
        setIsOver(false)
        const item = acceptable(event)
        if (!item) return
        event.preventDefault()
        event.stopPropagation()
        endDrag()
        onDrop(item)
      },
    },
  }
}
