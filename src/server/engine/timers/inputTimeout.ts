import { addLog } from '../walk/logs'
import type { WalkEnd } from '../walk/outcome'
import { currentBot, recordFor, type Turn } from '../walk/turnContext'
import { followEdge, walk } from '../walk/walk'
import { activeTimeout } from './schedule'

/**
 * The pending input got no answer in time (issue 14, Typebot #1225): the result's log says so, and
 * the walk follows the input's timeout path as if that were its answer's edge. Whatever that path
 * asks next is what the visitor's next message answers.
 */
export async function fireInputTimeout(turn: Turn): Promise<WalkEnd | undefined> {
  const { state } = turn
  const pending = state.pending
  if (pending?.type !== 'input') return undefined
  const queued = currentBot(turn)
  const timeout = activeTimeout(queued.bot, pending.input)
  if (!timeout) return undefined
  recordFor(turn, queued.resultId)
  addLog(turn, {
    status: 'info',
    description: `No answer within ${timeout.seconds} second${timeout.seconds === 1 ? '' : 's'}: the timeout path ran`,
    details: `Input ${pending.cursor.blockId} (${pending.input.type}) timed out.`,
    context: 'timeout',
  })
  state.schedule = { ...(state.schedule ?? { timeoutsInARow: 0 }), timeoutsInARow: (state.schedule?.timeoutsInARow ?? 0) + 1 }
  delete state.pending
  return walk(turn, followEdge(turn, timeout.outgoingEdgeId))
}
