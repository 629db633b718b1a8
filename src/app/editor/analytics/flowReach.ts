import { isInputBlock, type Block } from '@/shared/bot/blocks'
import type { Group } from '@/shared/bot/group'
import type { InAndOutCounts } from '@/shared/analytics'
import { itemOutputsOf } from '../document/blockOutputs'
import type { FlowDocument } from '../document/flowDocument'

/** Visitors at one block: how many reached it and, for an input, how many answered and left. */
export type BlockReach = {
  reached: number
  /** Inputs only: visitors who answered. */
  answered?: number
  /** Visitors who reached the block and went no further (inputs: did not answer). */
  dropped: number
  /** `dropped / reached`, from 0 to 1; undefined where nobody can stop (not an input) or nobody came. */
  dropOffRate?: number
}

/** The flow's figures for a time range: per block, and per edge (visitors who went through it). */
export type FlowReach = { blocks: Map<string, BlockReach>; edges: Map<string, number>; started: number }

type Flow = Pick<FlowDocument, 'events' | 'groups' | 'edges'>

/** Where a Jump lands: its group (by id or title) and block, when they exist. */
function jumpTarget(block: Block, groups: readonly Group[]): { groupId: string; blockId?: string } | undefined {
  if (block.type !== 'Jump') return undefined
  const options = (block as { options?: { groupId?: string; blockId?: string } }).options
  const group = groups.find((candidate) => candidate.id === options?.groupId || candidate.title === options?.groupId)
  return group && { groupId: group.id, blockId: options?.blockId }
}

/** Every group a group leads to: through its blocks' and items' edges, and its Jumps, in flow order. */
function nextGroups(group: Group, flow: Flow, edgeTargets: Map<string, string>): string[] {
  return group.blocks.flatMap((block) => [
    ...itemOutputsOf(block).map((output) => output.outgoingEdgeId && edgeTargets.get(output.outgoingEdgeId)),
    block.outgoingEdgeId && edgeTargets.get(block.outgoingEdgeId),
    jumpTarget(block, flow.groups)?.groupId,
  ]).filter((id): id is string => !!id)
}

/**
 * Ranks groups in the order visitors first meet them (breadth first from the events). A way into a
 * group from one ranked the same or later is a loop back: whoever takes it has most likely reached
 * that place already, so it is not added to the visitors there (the service counts each visitor
 * once per edge); they are only sure to be at least as many.
 */
function rankGroups(flow: Flow, edgeTargets: Map<string, string>): Map<string, number> {
  const byId = new Map(flow.groups.map((group) => [group.id, group]))
  const rank = new Map<string, number>()
  const queue = flow.events.map((event) => event.outgoingEdgeId && edgeTargets.get(event.outgoingEdgeId)).filter((id): id is string => !!id)
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]
    const group = byId.get(id)
    if (!group || rank.has(id)) continue
    rank.set(id, rank.size)
    queue.push(...nextGroups(group, flow, edgeTargets))
  }
  // Groups no event leads to still count what their edges bring, after all the others.
  for (const group of flow.groups) if (!rank.has(group.id)) rank.set(group.id, rank.size)
  return rank
}

/**
 * Who reached each block and where they stopped, from the service's distinct counts: visitors per
 * edge and answers per input. A group's visitors are those its edges (and Jumps) bring in; they go
 * down its blocks, an input keeps only those who answered, and an item's edge takes its visitors out
 * of the group (a block's own edge takes everyone left). Visitors stop only at inputs (the flow runs
 * through everything else without waiting), so the drop-off of an input is the share of those who
 * reached it and never answered. Visitors who return to an earlier group through a Jump's Return
 * are not followed back.
 */
export function computeFlowReach(flow: Flow, counts: InAndOutCounts): FlowReach {
  const edgeTotals = new Map(counts.totalVisitedEdges.map((row) => [row.edgeId, row.total]))
  const answerTotals = new Map(counts.totalAnswers.map((row) => [row.blockId, row.total]))
  const through = (edgeId: string | undefined) => (edgeId ? (edgeTotals.get(edgeId) ?? 0) : 0)
  const edgeTargets = new Map(flow.edges.map((edge) => [edge.id, edge.to.groupId]))
  const blockGroup = new Map(flow.groups.flatMap((group) => group.blocks.map((block) => [block.id, group.id] as const)))
  const rank = rankGroups(flow, edgeTargets)

  // Visitors arriving at each group, keyed `groupId` (its first block) or `groupId/blockId`: new
  // ones through edges from earlier groups, and those looping back from later ones.
  const arriving = new Map<string, number>()
  const looping = new Map<string, number>()
  const arrive = (into: Map<string, number>, groupId: string, blockId: string | undefined, visitors: number) => {
    const key = blockId ? `${groupId}/${blockId}` : groupId
    into.set(key, (into.get(key) ?? 0) + visitors)
  }
  const isForward = (fromGroupId: string | undefined, toGroupId: string) => fromGroupId === undefined || rank.get(fromGroupId)! < rank.get(toGroupId)!
  for (const edge of flow.edges) {
    const fromGroupId = 'eventId' in edge.from ? undefined : blockGroup.get(edge.from.blockId)
    if ('blockId' in edge.from && fromGroupId === undefined) continue
    arrive(isForward(fromGroupId, edge.to.groupId) ? arriving : looping, edge.to.groupId, edge.to.blockId, through(edge.id))
  }

  const blocks = new Map<string, BlockReach>()
  for (const group of [...flow.groups].sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)) {
    let visitors = 0
    for (const [i, block] of group.blocks.entries()) {
      const keys = i === 0 ? [group.id, `${group.id}/${block.id}`] : [`${group.id}/${block.id}`]
      for (const key of keys) visitors = Math.max(visitors + (arriving.get(key) ?? 0), looping.get(key) ?? 0)
      if (isInputBlock(block)) {
        // An answer proves its visitor was there, whatever the estimate above says.
        const answered = answerTotals.get(block.id) ?? 0
        const reached = Math.max(visitors, answered)
        const dropped = reached - answered
        blocks.set(block.id, { reached, answered, dropped, ...(reached > 0 && { dropOffRate: dropped / reached }) })
        visitors = answered
      } else blocks.set(block.id, { reached: visitors, dropped: 0 })
      for (const output of itemOutputsOf(block)) visitors = Math.max(0, visitors - through(output.outgoingEdgeId))
      const jump = jumpTarget(block, flow.groups)
      if (jump) {
        // A Jump back is a loop too; its visitors are not known before that group is done.
        if (isForward(group.id, jump.groupId)) arrive(arriving, jump.groupId, jump.blockId, visitors)
        visitors = 0
      }
      // A block's own edge is always taken when it leads somewhere: nothing after it runs.
      if (block.outgoingEdgeId && edgeTargets.has(block.outgoingEdgeId)) visitors = 0
    }
  }
  const startEdge = flow.events.find((event) => event.type === 'start')?.outgoingEdgeId
  return { blocks, edges: edgeTotals, started: through(startEdge) }
}
