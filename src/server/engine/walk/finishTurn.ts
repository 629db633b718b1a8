import type { ChatResponse } from '../../../shared/chat/response'
import { computeProgress, isProgressEnabled } from '../progress/progress'
import { dynamicTheme } from '../session/dynamicTheme'
import { sourceQueue } from '../session/language'
import { resultMemory, resultVariables } from '../session/queue'
import type { ResultEffects, TurnResult } from '../turn'
import type { Turn } from './turnContext'
import { debugOutput } from '../debug/tracer'
import { runConversationEnd } from '../events/sessionEvents'
import { armTimers, type TurnTrigger } from '../timers/schedule'

/** One ResultEffects per result this turn touched: the run's own, and any non-merged link's (§4.8, §4.9). */
function buildEffects(turn: Turn): ResultEffects[] {
  const { state } = turn
  const hasEnded = !state.pending
  const resultIds = new Set([
    state.resultId,
    ...state.botsQueue.map((entry) => entry.resultId),
    ...turn.records.keys(),
    ...turn.logs.map((entry) => entry.resultId),
    ...turn.removedAnswers.map((entry) => entry.resultId),
  ])
  return [...resultIds].map((resultId) => {
    const isRunResult = resultId === state.resultId
    const memory = resultMemory(state, resultId, isRunResult ? state.botId : '')
    const record = turn.records.get(resultId)
    // The run is complete once its flow ended with at least one answer; never switched back off.
    if (isRunResult && hasEnded && memory.answerCount > 0) memory.isCompleted = true
    const isQueued = state.botsQueue.some((entry) => entry.resultId === resultId)
    const removedAnswers = turn.removedAnswers.filter((entry) => entry.resultId === resultId).map(({ blockId }) => ({ blockId }))
    return {
      ...(removedAnswers.length > 0 && { removedAnswers }),
      resultId,
      botId: memory.botId,
      variables: isQueued ? resultVariables(state.botsQueue, resultId) : (record?.finalVariables ?? []),
      answers: record?.answers ?? [],
      visitedEdgeIds: record?.visitedEdgeIds ?? [],
      logs: turn.logs.filter((entry) => entry.resultId === resultId).map((entry) => entry.log),
      hasStarted: memory.answerCount > 0,
      isCompleted: memory.isCompleted,
      ...(isRunResult && state.language && { language: state.language }),
    }
  })
}

/**
 * Builds the turn's answer (§4.3): bubbles, pending input, actions, logs (public sessions leave out
 * the Webhook/Email success and error logs), dynamic theme, progress, and the effects to store.
 * `walked` is false for `isOnlyRegistering`, which writes no result. A flow that ended runs its
 * conversation-end event first; the session's deadlines are then set for what it waits on.
 */
export async function finishTurn(turn: Turn, options: { walked: boolean; trigger?: TurnTrigger }): Promise<TurnResult> {
  const { state } = turn
  if (options.walked) await runConversationEnd(turn)
  armTimers(turn, options.trigger ?? 'visitor')
  const response: ChatResponse = { messages: turn.messages }
  if (state.pending?.type === 'input') response.input = state.pending.input
  if (turn.actions.length > 0) response.clientSideActions = turn.actions
  const logs = turn.logs.filter((entry) => state.isPreview || !entry.isSecret).map((entry) => entry.log)
  if (logs.length > 0) response.logs = logs
  const theme = await dynamicTheme(state.botsQueue, turn.ports.sandbox)
  if (theme) response.dynamicTheme = theme
  if (state.hasFlowStarted && isProgressEnabled(state)) response.progress = computeProgress(state)
  if (turn.lastMessageNewFormat !== undefined) response.lastMessageNewFormat = turn.lastMessageNewFormat
  const hasEnded = state.hasFlowStarted && !state.pending
  sourceQueue(state)
  const debug = debugOutput(turn)
  return {
    ...(debug && { debug }),
    state,
    response,
    effects: options.walked ? buildEffects(turn) : [],
    isSessionEnded: !state.isPreview && hasEnded,
  }
}
