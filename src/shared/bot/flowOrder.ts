import { type Edge, isEventSource } from './edge'
import type { BotEvent } from './event'
import type { Group } from './group'

export type FlowShape = { groups: Group[]; edges: Edge[]; events: BotEvent[] }

/**
 * The groups in the order a visitor meets them: breadth first from the start event, each group's
 * exits taken in the order of its blocks, a block's items first (choices in the order shown) and its
 * own exit last. Groups no path reaches follow, top to bottom then left to right, as a person reads the
 * canvas. The results table orders its columns this way, so the first question comes first
 * whatever order the groups were created in.
 */
export function groupsInFlowOrder({ groups, edges, events }: FlowShape): Group[] {
  const groupById = new Map(groups.map((group) => [group.id, group]))
  const exits = new Map<string, Edge[]>()
  for (const edge of edges) {
    const source = isEventSource(edge.from) ? edge.from.eventId : edge.from.blockId
    const list = exits.get(source)
    if (list) list.push(edge)
    else exits.set(source, [edge])
  }
  const ordered: Group[] = []
  const seen = new Set<string>()
  const leave = (sourceId: string, itemIds: string[] = []) => {
    const rank = (edge: Edge) => {
      const at = 'itemId' in edge.from && edge.from.itemId ? itemIds.indexOf(edge.from.itemId) : -1
      return at === -1 ? itemIds.length : at
    }
    for (const edge of (exits.get(sourceId) ?? []).sort((a, b) => rank(a) - rank(b))) {
      const target = groupById.get(edge.to.groupId)
      if (target && !seen.has(target.id)) {
        seen.add(target.id)
        ordered.push(target)
      }
    }
  }
  // The start first; other events (commands, replies) open the flow too, after it.
  for (const event of [...events].sort((a, b) => Number(b.type === 'start') - Number(a.type === 'start'))) leave(event.id)
  // `ordered` grows while it is walked: it is the breadth-first queue.
  for (let i = 0; i < ordered.length; i++) {
    for (const block of ordered[i].blocks) leave(block.id, 'items' in block && Array.isArray(block.items) ? block.items.map((item: { id: string }) => item.id) : [])
  }
  const unreached = groups.filter((group) => !seen.has(group.id))
  unreached.sort((a, b) => a.graphCoordinates.y - b.graphCoordinates.y || a.graphCoordinates.x - b.graphCoordinates.x)
  return [...ordered, ...unreached]
}
