import type { Viewport } from '@xyflow/react'
import type { Rect } from '../placement/freeSpot'

/** Screen pixels along each side of the canvas that floating chrome covers (toolbars, zoom controls). */
export type Insets = { top: number; right: number; bottom: number; left: number }

/**
 * What the floating chrome covers: the toolbar across the top (12 px from the edge, 44 px tall) and
 * the zoom controls at the bottom left. Groups placed or revealed stay clear of them.
 */
export const canvasInsets: Insets = { top: 64, right: 16, bottom: 64, left: 16 }

/** The part of a canvas of `size` (screen pixels) that a person sees past the chrome, in flow coordinates. */
export function visibleFlowRect(size: { width: number; height: number }, viewport: Viewport, insets: Insets = canvasInsets): Rect {
  const { x, y, zoom } = viewport
  return {
    x: (insets.left - x) / zoom,
    y: (insets.top - y) / zoom,
    width: Math.max(0, size.width - insets.left - insets.right) / zoom,
    height: Math.max(0, size.height - insets.top - insets.bottom) / zoom,
  }
}

/** How far one span must move to show another: 0 when it is inside; its start first when it is too long. */
function shift(start: number, length: number, viewStart: number, viewLength: number): number {
  if (length > viewLength || start < viewStart) return start - viewStart
  if (start + length > viewStart + viewLength) return start + length - (viewStart + viewLength)
  return 0
}

/**
 * The viewport that shows `target` (flow coordinates) with the least movement, zoom unchanged, or
 * null when it is already in sight. A box larger than the view shows its top left corner.
 */
export function revealViewport(target: Rect, size: { width: number; height: number }, viewport: Viewport, insets: Insets = canvasInsets): Viewport | null {
  const view = visibleFlowRect(size, viewport, insets)
  const dx = shift(target.x, target.width, view.x, view.width)
  const dy = shift(target.y, target.height, view.y, view.height)
  if (dx === 0 && dy === 0) return null
  return { x: viewport.x - dx * viewport.zoom, y: viewport.y - dy * viewport.zoom, zoom: viewport.zoom }
}
