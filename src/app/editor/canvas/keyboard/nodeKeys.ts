import type { GraphCoordinates } from '@/shared/common'

/** Flow pixels an arrow key moves the selection; with Shift, a larger step. */
export const arrowSteps = { small: 10, large: 50 } as const

const directions: Record<string, GraphCoordinates> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } }

/** What a key on a focused group or event does: open it, move the selection, delete it, rename it, connect its outputs. */
export type NodeKeyAction = { kind: 'open' } | { kind: 'move'; by: GraphCoordinates } | { kind: 'delete' } | { kind: 'rename' } | { kind: 'connect' } | null

/** The action of a key pressed on a focused node (not in a field inside it). */
export function nodeKeyAction(key: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): NodeKeyAction {
  if (key.altKey || key.ctrlKey || key.metaKey) return null
  if (key.key === 'Enter' || key.key === ' ') return { kind: 'open' }
  if (key.key === 'Delete' || key.key === 'Backspace') return { kind: 'delete' }
  if (key.key === 'F2') return { kind: 'rename' }
  // Plain C: Ctrl+C stays copy (the modifier check above lets it through to the editor's shortcuts).
  if (key.key === 'c' || key.key === 'C') return { kind: 'connect' }
  const direction = directions[key.key]
  if (!direction) return null
  const step = key.shiftKey ? arrowSteps.large : arrowSteps.small
  return { kind: 'move', by: { x: direction.x * step, y: direction.y * step } }
}

/** New positions of the selected nodes moved by `by`. */
export function movedPositions(nodes: readonly { id: string; graphCoordinates: GraphCoordinates }[], selected: ReadonlySet<string>, by: GraphCoordinates): Record<string, GraphCoordinates> {
  return Object.fromEntries(nodes.filter((node) => selected.has(node.id)).map((node) => [node.id, { x: node.graphCoordinates.x + by.x, y: node.graphCoordinates.y + by.y }]))
}
