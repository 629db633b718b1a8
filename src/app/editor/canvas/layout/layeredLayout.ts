import type { GraphCoordinates } from '@/shared/common'

/** A box to place: a group or an event, with its size. */
export type LayoutNode = { id: string; width: number; height: number }
/** A link between boxes; `fromY` is where it leaves the source (its output's height within it). */
export type LayoutEdge = { from: string; to: string; fromY: number }

export const layoutSpacing = { layerGap: 120, nodeGap: 48, targetY: 26 } as const

/**
 * The links that close a loop (a "Try again?" back to an earlier question), found by a depth-first
 * walk from the boxes nothing leads to (the start event first). Without them the flow is acyclic.
 */
function loopEdges(nodes: readonly LayoutNode[], outgoing: Map<string, LayoutEdge[]>, incoming: Map<string, LayoutEdge[]>): Set<LayoutEdge> {
  const state = new Map<string, 'open' | 'done'>()
  const loops = new Set<LayoutEdge>()
  const roots = [...nodes.filter((node) => !incoming.get(node.id)?.length), ...nodes]
  for (const root of roots) {
    if (state.has(root.id)) continue
    // An explicit stack: a flow of thousands of groups in a chain would overflow the call stack.
    const stack: { id: string; next: number }[] = [{ id: root.id, next: 0 }]
    state.set(root.id, 'open')
    while (stack.length) {
      const top = stack[stack.length - 1]
      const edge = outgoing.get(top.id)?.[top.next++]
      if (!edge) {
        state.set(top.id, 'done')
        stack.pop()
      } else if (state.get(edge.to) === 'open') loops.add(edge)
      else if (!state.has(edge.to)) {
        state.set(edge.to, 'open')
        stack.push({ id: edge.to, next: 0 })
      }
    }
  }
  return loops
}

/**
 * A layered ("Sugiyama") layout of a flow, left to right: each box one column right of the
 * furthest box leading to it (loops aside), and within a column in the order of the outputs that
 * lead to it, as near their height as the boxes above allow. Returns the top-left corner of every
 * box, the first column at x = 0.
 */
export function layeredLayout(nodes: readonly LayoutNode[], edges: readonly LayoutEdge[], spacing = layoutSpacing): Map<string, GraphCoordinates> {
  const ids = new Set(nodes.map((node) => node.id))
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const valid = edges.filter((edge) => ids.has(edge.from) && ids.has(edge.to) && edge.from !== edge.to)
  const outgoing = new Map<string, LayoutEdge[]>()
  const incoming = new Map<string, LayoutEdge[]>()
  for (const edge of valid) {
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge])
    incoming.set(edge.to, [...(incoming.get(edge.to) ?? []), edge])
  }
  // Outputs in their order down the box: the first button's branch comes first.
  for (const list of outgoing.values()) list.sort((a, b) => a.fromY - b.fromY)
  const loops = loopEdges(nodes, outgoing, incoming)
  const forward = valid.filter((edge) => !loops.has(edge))

  // Columns by longest path, in topological order (Kahn).
  const column = new Map(nodes.map((node) => [node.id, 0]))
  const pending = new Map(nodes.map((node) => [node.id, 0]))
  for (const edge of forward) pending.set(edge.to, pending.get(edge.to)! + 1)
  const ready = nodes.filter((node) => pending.get(node.id) === 0).map((node) => node.id)
  const forwardOut = new Map<string, LayoutEdge[]>()
  for (const edge of forward) forwardOut.set(edge.from, [...(forwardOut.get(edge.from) ?? []), edge])
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i]
    for (const edge of forwardOut.get(id) ?? []) {
      column.set(edge.to, Math.max(column.get(edge.to)!, column.get(id)! + 1))
      pending.set(edge.to, pending.get(edge.to)! - 1)
      if (pending.get(edge.to) === 0) ready.push(edge.to)
    }
  }

  const columns: LayoutNode[][] = []
  for (const node of nodes) (columns[column.get(node.id)!] ??= []).push(node)
  const lefts: number[] = []
  let x = 0
  for (const [i, list] of columns.entries()) {
    lefts[i] = x
    x += Math.max(0, ...(list ?? []).map((node) => node.width)) + spacing.layerGap
  }

  // Column by column: each box wants to sit level with the outputs that lead to it.
  const positions = new Map<string, GraphCoordinates>()
  for (const [i, list] of columns.entries()) {
    if (!list) continue
    const wanted = list.map((node, order) => {
      const sources = (incoming.get(node.id) ?? []).filter((edge) => !loops.has(edge) && positions.has(edge.from))
      const y = sources.length ? sources.reduce((sum, edge) => sum + positions.get(edge.from)!.y + edge.fromY, 0) / sources.length - spacing.targetY : Infinity
      return { node, y, order }
    })
    wanted.sort((a, b) => a.y - b.y || a.order - b.order)
    // The highest a box may start: below the one placed before it in the column.
    let free = -Infinity
    for (const { node, y } of wanted) {
      const desired = Number.isFinite(y) ? y : Number.isFinite(free) ? free : 0
      const top = Math.max(desired, free)
      positions.set(node.id, { x: lefts[i], y: Math.round(top) })
      free = top + byId.get(node.id)!.height + spacing.nodeGap
    }
  }
  return positions
}
