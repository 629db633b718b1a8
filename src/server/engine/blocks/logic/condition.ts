import type { ConditionBlock } from '../../../../shared/bot/blocks'
import { evaluateCondition } from '../../rules'
import { next, type BlockOutcome } from '../../walk/outcome'
import { ruleContext, type Turn } from '../../walk/turnContext'

/**
 * Condition (§2.3): the first true item wins and its edge is taken (no edge ends the branch); when
 * none holds, the block edge is the "else", then the next block.
 */
export async function runCondition(turn: Turn, block: ConditionBlock): Promise<BlockOutcome> {
  for (const [index, item] of block.items.entries()) {
    if (!item.content) continue
    if (await evaluateCondition(item.content, ruleContext(turn))) {
      if (turn.debug) turn.debug.condition = { matchedItemId: item.id, matchedIndex: index }
      return { type: 'edge', edgeId: item.outgoingEdgeId }
    }
  }
  return next
}
