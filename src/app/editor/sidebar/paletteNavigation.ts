/** A palette item's place on screen, for moving between items with the arrow keys. */
export type ItemBox = { left: number; top: number }

/**
 * The item an arrow key goes to from item `from`, among items laid out in a grid of sections:
 * left and right step through them in reading order; up and down go to the nearest item in the row
 * above or below (the same column where there is one); Home and End to the first and last. Null for
 * other keys.
 */
export function paletteTarget(key: string, from: number, boxes: readonly ItemBox[]): number | null {
  const last = boxes.length - 1
  if (key === 'ArrowRight') return Math.min(last, from + 1)
  if (key === 'ArrowLeft') return Math.max(0, from - 1)
  if (key === 'Home') return 0
  if (key === 'End') return last
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null
  const here = boxes[from]
  const down = key === 'ArrowDown'
  let best: { index: number; dy: number; dx: number } | null = null
  boxes.forEach((box, index) => {
    const dy = down ? box.top - here.top : here.top - box.top
    if (dy <= 1) return
    const dx = Math.abs(box.left - here.left)
    if (!best || dy < best.dy - 1 || (Math.abs(dy - best.dy) <= 1 && dx < best.dx)) best = { index, dy, dx }
  })
  return best ? (best as { index: number }).index : from
}
