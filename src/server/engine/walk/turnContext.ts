import type { TextBubbleContentFormat } from '../../../shared/chat/message'
import type { ChatLog, ChatMessage, ClientSideAction } from '../../../shared/chat/response'
import type { EnginePorts } from '../ports'
import type { RuleContext } from '../rules/contracts'
import type { QueuedBot, SessionState } from '../sessionState'
import type { ResultEffects } from '../turn'
import { createDebugTurn, type DebugTurn } from '../debug/tracer'
import { localizeQueue } from '../session/language'

/** A log of the walk, with what the public response needs to know about it (§4.3). */
export type TurnLog = { resultId: string; log: ChatLog; isSecret: boolean }

/** What one turn wrote for a result, collected as the walk goes. */
export type TurnRecord = {
  answers: ResultEffects['answers']
  visitedEdgeIds: string[]
  /** Set when a non-merged Bot link ended: its variables as they were when it was popped. */
  finalVariables?: ResultEffects['variables']
  completedNow?: boolean
}

/**
 * Everything one request works on: the session state (mutated in place, it is a private copy),
 * the ports, and what the response and the effects will be built from.
 */
export type Turn = {
  state: SessionState
  ports: EnginePorts
  format: TextBubbleContentFormat
  trustedFileHosts: string[]
  messages: ChatMessage[]
  actions: ClientSideAction[]
  logs: TurnLog[]
  records: Map<string, TurnRecord>
  /** Blocks run in this request, against the loop budget. */
  steps: number
  /** Text bubble left out because a streamed OpenAI completion already shows it (§2.4). */
  skipBubbleId?: string
  lastMessageNewFormat?: string
  /** Debugged preview sessions only: the trace being written and the pause rules. */
  debug?: DebugTurn
  /** The first block run this turn whose effect leaves the session (HTTP, email, script…): it cannot be undone (issue 14). */
  sideEffect?: { blockId: string; type: string; reason: string }
  /** Answer rows a back step takes away from their results (issue 14). */
  removedAnswers: { resultId: string; blockId: string }[]
}

/** Blocks one request may run before the walk is cut as an infinite loop. */
export const maxStepsPerTurn = 1000

export function createTurn(
  state: SessionState,
  ports: EnginePorts,
  options: { format?: TextBubbleContentFormat; trustedFileHosts?: string[] },
): Turn {
  // Every turn reads the session's bots in its language (finishTurn puts the source snapshots back).
  localizeQueue(state)
  const traced = createDebugTurn(state, ports)
  return {
    state,
    ports: traced.ports,
    ...(traced.debug && { debug: traced.debug }),
    format: options.format ?? 'richText',
    trustedFileHosts: options.trustedFileHosts ?? [],
    messages: [],
    actions: [],
    logs: [],
    records: new Map(),
    steps: 0,
    removedAnswers: [],
  }
}

/** The bot executing now (index 0 of the queue). */
export const currentBot = (turn: Turn): QueuedBot => turn.state.botsQueue[0]

/** Templating context over the executing bot's variables. */
export const ruleContext = (turn: Turn): RuleContext => ({
  variables: currentBot(turn).variables,
  sandbox: turn.ports.sandbox,
})

/** The record of `resultId` for this turn, created on first use. */
export function recordFor(turn: Turn, resultId: string): TurnRecord {
  let record = turn.records.get(resultId)
  if (!record) {
    record = { answers: [], visitedEdgeIds: [] }
    turn.records.set(resultId, record)
  }
  return record
}
