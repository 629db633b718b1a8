import { create } from 'zustand'
import type { AddableBlockType } from '../commands/blocks/newBlock'
import type { AddableEventType } from '../commands/events/addEvent'

/** What is being dragged: a new block or event from the sidebar, or a block already on the canvas. */
export type DragPayload = { kind: 'newBlock'; type: AddableBlockType } | { kind: 'newEvent'; type: AddableEventType } | { kind: 'moveBlock'; blockId: string }

/** Where a block would land: a slot of a group (0 = before its first block). */
export type DropSlot = { groupId: string; index: number }

type BlockDragState = {
  payload: DragPayload | null
  slot: DropSlot | null
  start: (payload: DragPayload) => void
  setSlot: (slot: DropSlot | null) => void
  end: () => void
}

/** The MIME type that marks our drags (the data itself stays in this store). */
const dragMimeType = 'application/x-botbuilder-block'

/**
 * The drag under way, shared by the sidebar, the groups and the pane while the pointer moves.
 * View state only: the drop is what changes the document.
 */
export const useBlockDrag = create<BlockDragState>()((set, get) => ({
  payload: null,
  slot: null,
  start: (payload) => set({ payload, slot: null }),
  setSlot: (slot) => {
    const current = get().slot
    if (current?.groupId !== slot?.groupId || current?.index !== slot?.index) set({ slot })
  },
  end: () => set({ payload: null, slot: null }),
}))

/** Starts a drag from an element: marks the data transfer and remembers the payload. */
export function startDrag(event: React.DragEvent, payload: DragPayload) {
  event.dataTransfer.setData(dragMimeType, payload.kind)
  event.dataTransfer.effectAllowed = payload.kind === 'moveBlock' ? 'move' : 'copy'
  useBlockDrag.getState().start(payload)
}
