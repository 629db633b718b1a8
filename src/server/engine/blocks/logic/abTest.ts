import type { AbTestBlock } from '../../../../shared/bot/blocks'
import { edgeTarget } from '../../walk/graph'
import { next, type BlockOutcome } from '../../walk/outcome'
import { currentBot, type Turn } from '../../walk/turnContext'

/** AB test (§2.3): r uniform in [0, 100); r < aPercent takes A when it leads somewhere, else B, else the next block. */
export function runAbTest(turn: Turn, block: AbTestBlock): BlockOutcome {
  const { bot } = currentBot(turn)
  const [a, b] = block.items
  const draw = turn.ports.random() * 100
  if (draw < (block.options?.aPercent ?? 50) && edgeTarget(bot, a.outgoingEdgeId)) return { type: 'edge', edgeId: a.outgoingEdgeId }
  if (edgeTarget(bot, b.outgoingEdgeId)) return { type: 'edge', edgeId: b.outgoingEdgeId }
  return next
}
