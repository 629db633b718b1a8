import type { TextBubbleContentFormat } from '../../shared/chat/message'
import { runAbandon } from './events/sessionEvents'
import type { EnginePorts } from './ports'
import { copyState } from './session/copyState'
import type { SessionState } from './sessionState'
import { fireInputTimeout } from './timers/inputTimeout'
import { finishTurn } from './walk/finishTurn'
import { createTurn } from './walk/turnContext'
import type { TurnResult } from './turn'

/** Notices a session keeps for its page: the page fetches them within seconds, older ones are of no use. */
const maxNotices = 5

const isPast = (time: string | undefined, now: Date) => time !== undefined && Date.parse(time) <= now.getTime()

/**
 * The scheduler's turn (issue 14): when the pending input's timeout passed, its path runs (and what
 * it says is kept as a notice for the chat page); else when the idle deadline passed, the abandon
 * event runs. Null when nothing is due by `ports.now()` (a visitor's turn moved the deadline).
 */
export async function fireDueTimers(
  options: { state: SessionState; textBubbleContentFormat?: TextBubbleContentFormat; trustedFileHosts?: string[] },
  ports: EnginePorts,
): Promise<TurnResult | null> {
  const now = ports.now()
  const state = copyState(options.state)
  const turn = createTurn(state, ports, { format: options.textBubbleContentFormat, trustedFileHosts: options.trustedFileHosts })
  if (isPast(state.schedule?.timeoutAt, now)) {
    if (!(await fireInputTimeout(turn))) delete state.schedule?.timeoutAt
    const result = await finishTurn(turn, { walked: true, trigger: 'timeout' })
    const seq = (state.notices?.at(-1)?.seq ?? 0) + 1
    state.notices = [...(state.notices ?? []), { seq, response: result.response }].slice(-maxNotices)
    if (result.isSessionEnded) state.hasEnded = true
    return result
  }
  if (isPast(state.schedule?.abandonAt, now)) {
    delete state.schedule?.abandonAt
    await runAbandon(turn)
    return finishTurn(turn, { walked: true, trigger: 'abandon' })
  }
  return null
}
