import type { Block } from '../../../shared/bot/blocks'
import { addLog } from '../walk/logs'
import { next, type BlockOutcome } from '../walk/outcome'
import type { Turn } from '../walk/turnContext'

/**
 * A block type we do not run (§2.5): kept in the document, skipped at runtime with a warning so
 * the bot's author can see why nothing happened; the walk follows its block edge.
 */
export function skipUnknownBlock(turn: Turn, block: Pick<Block, 'id' | 'type'>, reason?: string): BlockOutcome {
  addLog(turn, {
    status: 'info',
    description: `Block "${block.type}" is not supported and was skipped`,
    details: reason ?? `Block ${block.id} of type "${block.type}" has no runtime in this service.`,
  })
  return next
}
