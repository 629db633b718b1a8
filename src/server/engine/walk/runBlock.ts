import { isBubbleBlock, isInputBlock, isIntegrationBlock, isLogicBlock } from '../../../shared/bot/blocks'
import { runBubble } from '../blocks/bubbles'
import { askInput } from '../blocks/inputs/askInput'
import { runIntegrationBlock } from '../blocks/integrations'
import { runLogicBlock } from '../blocks/logic'
import { skipUnknownBlock } from '../blocks/unknownBlock'
import type { LocatedBlock } from './graph'
import { next, type BlockOutcome } from './outcome'
import type { Turn } from './turnContext'

/** Runs one block by family (§4.6 step 2). The compatibility `start` block is skipped like an empty one. */
export async function runBlock(turn: Turn, at: LocatedBlock): Promise<BlockOutcome> {
  const { block } = at
  if (block.type === 'start') return next
  if (isBubbleBlock(block)) return runBubble(turn, block, at)
  if (isInputBlock(block)) return askInput(turn, block, at)
  if (isLogicBlock(block)) return runLogicBlock(turn, block, at)
  if (isIntegrationBlock(block)) return runIntegrationBlock(turn, block, at)
  return skipUnknownBlock(turn, block)
}
