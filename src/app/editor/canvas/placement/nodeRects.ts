import type { FlowDocument } from '../../document/flowDocument'
import { groupLayout, sizes } from '../groupLayout'
import type { Rect } from './freeSpot'

/** The box of every group, event and note of the canvas, by id, in flow coordinates (sizes known without the DOM). */
export function nodeRects(doc: Pick<FlowDocument, 'groups' | 'events' | 'notes'>): Map<string, Rect> {
  const rects = new Map<string, Rect>()
  for (const note of doc.notes ?? []) rects.set(note.id, { ...note.graphCoordinates, width: note.width, height: note.height })
  for (const event of doc.events) rects.set(event.id, { ...event.graphCoordinates, width: sizes.eventWidth, height: sizes.eventHeight })
  for (const group of doc.groups) {
    const { width, height } = groupLayout(group)
    rects.set(group.id, { ...group.graphCoordinates, width, height })
  }
  return rects
}
