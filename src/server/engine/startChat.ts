import { rememberQuestion } from './back/backSteps'
import type { EnginePorts } from './ports'
import { createSessionState } from './session/createSession'
import { addStartProps } from './startProps/startProps'
import { ChatInputError, type StartOptions, type TurnResult } from './turn'
import { beginFlow, type FlowStart } from './walk/beginFlow'
import { finishTurn } from './walk/finishTurn'
import { findGroup } from './walk/graph'
import { createTurn, recordFor } from './walk/turnContext'

/** Where a preview starts (§4.2 `startFrom`); an unknown id is the caller's mistake (400). */
function flowStart(options: StartOptions): FlowStart {
  const { startFrom, bot } = options
  if (!options.isPreview || !startFrom) return { type: 'event' }
  if (startFrom.type === 'group') {
    if (!findGroup(bot, startFrom.groupId)) throw new ChatInputError(`Unknown group "${startFrom.groupId}" in startFrom`)
    return startFrom
  }
  if (!bot.events.some((event) => event.id === startFrom.eventId))
    throw new ChatInputError(`Unknown event "${startFrom.eventId}" in startFrom`)
  return startFrom
}

/**
 * startChat (§4.2, §4.10): creates the session (snapshot, variables with remembered and prefilled
 * values) and walks until the first input or the end. With `isOnlyRegistering` nothing is walked
 * and no result is written: the first continueChat starts the flow.
 */
export async function startChat(options: StartOptions, ports: EnginePorts): Promise<TurnResult> {
  const start = flowStart(options)
  const state = createSessionState(options)
  const turn = createTurn(state, ports, { format: options.textBubbleContentFormat, trustedFileHosts: options.trustedFileHosts })
  if (options.isOnlyRegistering) return finishTurn(turn, { walked: false })
  recordFor(turn, state.resultId)
  addStartProps(turn)
  await beginFlow(turn, start, options.message)
  rememberQuestion(turn, undefined)
  return finishTurn(turn, { walked: true })
}
