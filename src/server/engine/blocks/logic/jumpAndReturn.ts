import type { JumpBlock } from '../../../../shared/bot/blocks'
import { addLog } from '../../walk/logs'
import { edgeTarget, nextInGroup, type LocatedBlock } from '../../walk/graph'
import { endBranch, next, type BlockOutcome } from '../../walk/outcome'
import { currentBot, type Turn } from '../../walk/turnContext'
import { findGroupByReference } from './groupReference'

/**
 * Jump (§2.3): continues at the target group (or block) and leaves a return mark on what follows
 * the Jump, so a Return there comes back. A missing target ends the branch with an error log.
 */
export function runJump(turn: Turn, block: JumpBlock, at: LocatedBlock): BlockOutcome {
  const reference = block.options?.groupId
  if (!reference) return next
  const queued = currentBot(turn)
  const group = findGroupByReference(queued.bot, queued.variables, reference)
  const blockId = block.options?.blockId
  if (!group || (blockId !== undefined && !group.blocks.some((candidate) => candidate.id === blockId))) {
    addLog(turn, {
      status: 'error',
      description: 'Jump target not found',
      details: `Block ${block.id} points at group "${reference}"${blockId ? ` and block "${blockId}"` : ''}, which does not exist.`,
    })
    return endBranch
  }
  const after = nextInGroup(at.group, at.index) ?? edgeTarget(queued.bot, block.outgoingEdgeId)
  if (after) queued.returnMark = { kind: 'jump', cursor: after }
  else delete queued.returnMark
  return { type: 'goto', cursor: blockId === undefined ? { groupId: group.id } : { groupId: group.id, blockId } }
}

/**
 * Return (§2.3): goes to the return mark and clears it; a `reply` mark processes the kept message
 * against its input. Without a mark it does nothing.
 */
export function runReturn(turn: Turn): BlockOutcome {
  const queued = currentBot(turn)
  const mark = queued.returnMark
  if (!mark) return next
  delete queued.returnMark
  if (mark.kind === 'reply') return { type: 'processReply', cursor: mark.cursor, input: mark.input, message: mark.message }
  return { type: 'goto', cursor: mark.cursor }
}
