import type { EnginePorts } from './ports'
import { captureBefore, recordBackStep, rememberQuestion } from './back/backSteps'
import { runCommand } from './events/commandEvent'
import { copyState } from './session/copyState'
import type { ContinueOptions, TurnResult } from './turn'
import { beginFlow } from './walk/beginFlow'
import { applyDebugRequest } from './debug/debugSession'
import { finishTurn } from './walk/finishTurn'
import { resumePending } from './walk/resume'
import { createTurn, type Turn } from './walk/turnContext'

/** A preview with nothing pending starts over from the start event, keeping its variables (§4.10). */
function restartPreview(turn: Turn): void {
  const root = turn.state.botsQueue.at(-1)
  if (!root) return
  delete root.returnMark
  delete root.loops
  delete turn.state.backSteps
  turn.state.botsQueue = [root]
}

/**
 * continueChat (§4.1, §4.6): the message answers what the session waits on (input or action reply),
 * or fires a command event. A registered-only session starts its flow here; a preview whose flow
 * ended starts again. The stored state is not touched (the turn works on a copy) unless the caller owns it.
 */
export async function continueChat(options: ContinueOptions, ports: EnginePorts): Promise<TurnResult> {
  const { message } = options
  // An answer to a waiting input may be taken back later: the session before it is kept (issue 14),
  // read before the turn changes anything (in place, when the caller owns the state).
  const before = message?.type === 'command' ? undefined : captureBefore(options.state)
  const state = options.ownsState ? options.state : copyState(options.state)
  const turn = createTurn(state, ports, { format: options.textBubbleContentFormat, trustedFileHosts: options.trustedFileHosts })
  if (state.debug) applyDebugRequest(state.debug, options.debug)
  const pendingBefore = state.pending
  if (!state.hasFlowStarted) {
    await beginFlow(turn, { type: 'event' }, message)
  } else if (message?.type === 'command') {
    await runCommand(turn, message.command)
  } else if (state.pending) {
    await resumePending(turn, state.pending, message)
  } else if (state.isPreview) {
    restartPreview(turn)
    await beginFlow(turn, { type: 'event' }, message)
  }
  recordBackStep(turn, before)
  rememberQuestion(turn, pendingBefore)
  return finishTurn(turn, { walked: true })
}
