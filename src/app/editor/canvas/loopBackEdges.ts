import type { Edge } from '@/shared/bot/edge'
import type { Group } from '@/shared/bot/group'
import { handleIds } from './handleIds'

/** A drawn-only edge: from the end of a loop body back to its Loop block's group (never stored, never selectable). */
export type LoopBackEdge = { id: string; source: string; sourceHandle: string; target: string }

// A body larger than this is still run by the engine; the canvas just stops looking for its ends.
const maxBodyGroups = 200
// These end their group without the branch ending there: they never lead back to the loop.
const leavesElsewhere = new Set(['Jump', 'Return'])

/** Every edge leaving a group (its blocks and their items), by target group. */
function targetsOf(group: Group, edgesById: ReadonlyMap<string, Edge>): string[] {
  const edgeIds = group.blocks.flatMap((block) => {
    const items: unknown = 'items' in block ? block.items : undefined
    const itemEdges = Array.isArray(items) ? items.map((item: { outgoingEdgeId?: string }) => item?.outgoingEdgeId) : []
    return [block.outgoingEdgeId, ...itemEdges]
  })
  return edgeIds.flatMap((id) => (id && edgesById.get(id) ? [edgesById.get(id)!.to.groupId] : []))
}

/**
 * The loop-back edges of the canvas (issue 14): for every Loop block, from each group of its body
 * where a branch ends (last block without an edge) back to the group holding the Loop block, the
 * way the engine goes at run time.
 */
export function loopBackEdges(groups: readonly Group[], edges: readonly Edge[]): LoopBackEdge[] {
  const groupsById = new Map(groups.map((group) => [group.id, group]))
  const edgesById = new Map(edges.map((edge) => [edge.id, edge]))
  return groups.flatMap((loopGroup) =>
    loopGroup.blocks.flatMap((block) => {
      if (block.type !== 'Loop') return []
      const eachEdgeId = (block.items as { outgoingEdgeId?: string }[] | undefined)?.[0]?.outgoingEdgeId
      const first = eachEdgeId ? edgesById.get(eachEdgeId)?.to.groupId : undefined
      if (!first || first === loopGroup.id) return []
      const seen = new Set([loopGroup.id])
      const queue = [first]
      const ends: LoopBackEdge[] = []
      while (queue.length && seen.size < maxBodyGroups) {
        const group = groupsById.get(queue.shift()!)
        if (!group || seen.has(group.id)) continue
        seen.add(group.id)
        const last = group.blocks.at(-1)
        if (last && !last.outgoingEdgeId && !leavesElsewhere.has(last.type)) {
          ends.push({ id: `loop-back:${block.id}:${group.id}`, source: group.id, sourceHandle: handleIds.source({ blockId: last.id }), target: loopGroup.id })
        }
        queue.push(...targetsOf(group, edgesById))
      }
      return ends
    }),
  )
}
