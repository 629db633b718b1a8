import type { WaitBlock } from '../../../../shared/bot/blocks'
import { addAction } from '../../walk/actions'
import { cursorOf, type LocatedBlock } from '../../walk/graph'
import { next, stop, type BlockOutcome } from '../../walk/outcome'
import { templateText } from '../../walk/template'
import type { Turn } from '../../walk/turnContext'

/**
 * Wait (§2.3): without pause the client delays what follows and the walk goes on; with pause the
 * walk stops until the client's empty continueChat.
 */
export async function runWait(turn: Turn, block: WaitBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const seconds = parseFloat((await templateText(turn, block.options?.secondsToWaitFor ?? '')).trim())
  if (Number.isNaN(seconds)) return next
  const shouldPause = block.options?.shouldPause ?? false
  if (seconds <= 0 && !shouldPause) return next
  addAction(turn, {
    type: 'wait',
    wait: { secondsToWaitFor: Math.max(0, seconds) },
    ...(shouldPause ? { expectsDedicatedReply: true } : {}),
  })
  if (!shouldPause) return next
  turn.state.pending = { type: 'wait', cursor: cursorOf(at) }
  return stop
}
