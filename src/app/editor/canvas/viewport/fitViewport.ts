import type { Viewport } from '@xyflow/react'
import type { Rect } from '../placement/freeSpot'
import type { Insets } from './viewRect'

/**
 * Fit to view never zooms out past this: below it the canvas draws titled boxes whose blocks
 * cannot be read (compactCanvas), and a fitted view should be one a person can work in.
 */
export const readableZoom = 0.5

/** The union of boxes, or null for none. */
export function boundsOf(rects: Iterable<Rect>): Rect | null {
  let bounds: { left: number; top: number; right: number; bottom: number } | null = null
  for (const rect of rects) {
    bounds = bounds
      ? { left: Math.min(bounds.left, rect.x), top: Math.min(bounds.top, rect.y), right: Math.max(bounds.right, rect.x + rect.width), bottom: Math.max(bounds.bottom, rect.y + rect.height) }
      : { left: rect.x, top: rect.y, right: rect.x + rect.width, bottom: rect.y + rect.height }
  }
  return bounds && { x: bounds.left, y: bounds.top, width: bounds.right - bounds.left, height: bounds.bottom - bounds.top }
}

/**
 * The viewport that shows `bounds` in the part of the canvas the chrome leaves free, at most at full
 * size and never below the readable zoom. What fits is centred; along a side that does not fit
 * even then, the view shows the flow's beginning (its left or top), where a person starts reading.
 */
export function fitViewport(bounds: Rect, size: { width: number; height: number }, insets: Insets, zoomRange = { min: readableZoom, max: 1 }): Viewport {
  const free = { width: Math.max(1, size.width - insets.left - insets.right), height: Math.max(1, size.height - insets.top - insets.bottom) }
  const fitting = Math.min(free.width / Math.max(1, bounds.width), free.height / Math.max(1, bounds.height))
  const zoom = Math.min(zoomRange.max, Math.max(zoomRange.min, fitting))
  const along = (start: number, length: number, inset: number, room: number) => {
    const scaled = length * zoom
    return scaled <= room ? inset + (room - scaled) / 2 - start * zoom : inset - start * zoom
  }
  return { x: along(bounds.x, bounds.width, insets.left, free.width), y: along(bounds.y, bounds.height, insets.top, free.height), zoom }
}
