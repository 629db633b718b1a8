import { isInputBlock } from '../../../shared/bot/blocks'
import type { Block } from '../../../shared/bot/blocks'
import type { BotSnapshot } from '../ports'
import type { Cursor, QueuedBot, ReturnPoint, SessionState } from '../sessionState'
import { edgeTarget, locate } from '../walk/graph'

/** Edges leaving a block: its own, its items', its card paths'. */
function edgesOf(block: Block): (string | undefined)[] {
  const edges: (string | undefined)[] = [block.outgoingEdgeId]
  const items = (block as { items?: unknown }).items
  if (!Array.isArray(items)) return edges
  for (const item of items as { outgoingEdgeId?: string; paths?: { outgoingEdgeId?: string }[] }[]) {
    edges.push(item.outgoingEdgeId)
    for (const path of item.paths ?? []) edges.push(path.outgoingEdgeId)
  }
  return edges
}

/**
 * Adds to `inputs` every input block reachable from `start` in `bot`: the rest of each group and
 * every block, item and path edge, each block visited once.
 */
function collectInputs(bot: BotSnapshot, start: Cursor | undefined, inputs: Set<string>, level: number): void {
  const seen = new Set<string>()
  const queue: Cursor[] = start ? [start] : []
  while (queue.length > 0) {
    const at = locate(bot, queue.pop() as Cursor)
    if (!at || seen.has(at.block.id)) continue
    seen.add(at.block.id)
    if (isInputBlock(at.block)) inputs.add(`${level}:${at.block.id}`)
    const following = at.group.blocks[at.index + 1]
    if (following) queue.push({ groupId: at.group.id, blockId: following.id })
    for (const edgeId of edgesOf(at.block)) {
      const target = edgeTarget(bot, edgeId)
      if (target) queue.push(target)
    }
  }
}

/** Where a parent bot continues, as a cursor in the parent. */
function returnCursor(parent: QueuedBot, point: ReturnPoint | undefined): Cursor | undefined {
  if (point?.type === 'block') return point.cursor
  if (point?.type === 'edge') return edgeTarget(parent.bot, point.edgeId)
  return undefined
}

/**
 * Progress (§4.11): 100 when nothing is pending; otherwise (A + 1) / (L + A + 1) × 100 with A the
 * answers saved in this session and L the distinct inputs reachable from the pending block (itself
 * included when it is an input), continuing into the parent bots of the queue.
 */
export function computeProgress(state: SessionState): number {
  if (!state.pending) return 100
  const inputs = new Set<string>()
  const queue = state.botsQueue
  collectInputs(queue[0].bot, state.pending.cursor, inputs, 0)
  for (let level = 1; level < queue.length; level++)
    collectInputs(queue[level].bot, returnCursor(queue[level], queue[level - 1].returnPoint), inputs, level)
  const answered = state.answersInSession
  return ((answered + 1) / (inputs.size + answered + 1)) * 100
}

/** Whether the response carries `progress`: the theme's switch, or the preview override. */
export function isProgressEnabled(state: SessionState): boolean {
  return state.isProgressBarEnabled ?? state.botsQueue.at(-1)?.bot.theme.general?.progressBar?.isEnabled ?? false
}
