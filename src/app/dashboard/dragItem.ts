import type { DragEvent } from 'react'

/** A bot or folder being dragged on the dashboard. */
export type DragItem = { kind: 'bot' | 'folder'; id: string }

const mimeType = 'application/x-botbuilder-item'

// Browsers hide dragged data until the drop; targets decide whether to accept from this instead.
let current: DragItem | null = null

export function startDrag(event: DragEvent, item: DragItem) {
  current = item
  event.dataTransfer.effectAllowed = 'move'
  event.dataTransfer.setData(mimeType, JSON.stringify(item))
}

export function endDrag() {
  current = null
}

/** The item of this page being dragged, if the drag carries one. */
export function draggedItem(event: DragEvent): DragItem | null {
  return event.dataTransfer.types.includes(mimeType) ? current : null
}

/** True when files from the computer are dragged over the page. */
export const isFileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files')
