import type { GraphCoordinates } from '@/shared/common'

/** A box in flow coordinates. */
export type Rect = { x: number; y: number; width: number; height: number }
export type Size = { width: number; height: number }

/** Room kept between a placed group and its neighbours. */
export const placementGap = 40

const overlaps = (a: Rect, b: Rect, gap: number) => a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap

/** The first obstacle the box would touch (closer than `gap`), if any. */
const hit = (box: Rect, obstacles: readonly Rect[], gap: number) => obstacles.find((obstacle) => overlaps(box, obstacle, gap))

/** How far a column search goes down before trying the next column. */
const columnDepth = 4000
const maxColumns = 12

/**
 * Where a new box goes beside `anchor` (a selected group): to its right, at its top; when that is
 * taken, further down the same column below whatever is in the way; then in the next column to the
 * right. The flow reads left to right, so the new group sits where it would be linked to.
 */
export function placeBeside(anchor: Rect, size: Size, obstacles: readonly Rect[], gap = placementGap): GraphCoordinates {
  for (let column = 0; column < maxColumns; column++) {
    const x = anchor.x + anchor.width + gap + column * (size.width + gap)
    let y = anchor.y
    while (y < anchor.y + columnDepth) {
      const blocker = hit({ x, y, ...size }, obstacles, gap)
      if (!blocker) return { x, y }
      y = blocker.y + blocker.height + gap
    }
  }
  const right = Math.max(anchor.x + anchor.width, ...obstacles.map((o) => o.x + o.width))
  return { x: right + gap, y: anchor.y }
}

/**
 * The first free spot in `view` (the part of the canvas a person sees, in flow coordinates),
 * reading it as text is read: row by row from the top left, stepping past whatever is in the way.
 * Null when the view has no room for the box.
 */
export function firstFreeSpotInView(view: Rect, size: Size, obstacles: readonly Rect[], gap = placementGap): GraphCoordinates | null {
  const rowStep = gap
  for (let y = view.y + gap; y + size.height <= view.y + view.height; y += rowStep) {
    let x = view.x + gap
    while (x + size.width <= view.x + view.width) {
      const blocker = hit({ x, y, ...size }, obstacles, gap)
      if (!blocker) return { x, y }
      x = blocker.x + blocker.width + gap
    }
  }
  return null
}

/**
 * Where a new group goes: beside the anchor when there is one; else the view's first free spot;
 * else (a full view) below everything under the view's left edge, where the canvas then pans.
 */
export function placeNewNode(size: Size, obstacles: readonly Rect[], view: Rect, anchor?: Rect): GraphCoordinates {
  if (anchor) return placeBeside(anchor, size, obstacles)
  const inView = firstFreeSpotInView(view, size, obstacles)
  if (inView) return inView
  return placeBeside({ x: view.x, y: view.y + placementGap, width: 0, height: 0 }, size, obstacles)
}
