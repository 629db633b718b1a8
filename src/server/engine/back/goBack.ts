import type { EnginePorts } from '../ports'
import { copyState } from '../session/copyState'
import { isBackEnabled } from './backSteps'
import type { QueuedBot, SessionState } from '../sessionState'
import type { TurnResult } from '../turn'
import { finishTurn } from '../walk/finishTurn'
import { addLog } from '../walk/logs'
import { createTurn } from '../walk/turnContext'

export type BackRefusal = 'notEnabled' | 'nothingToUndo' | 'notOnQuestion' | 'sideEffect'

/** A back step the engine will not take; the route answers 400 with this message and reason. */
export class BackRefusedError extends Error {
  constructor(
    readonly reason: BackRefusal,
    message: string,
    readonly blockId?: string,
  ) {
    super(message)
  }
}

/**
 * Goes back to the previous question (issue 14): the session returns to the state it had while that
 * input waited (variables, answer map, loops, progress, transcript), the answer rows it wrote are
 * taken off the result, and the response shows that question again with the answer given. The
 * next answer is then stored as if the first had never been: replaced, not duplicated.
 * Refused when the owner did not enable it, when there is no answer to take back, when the chat
 * does not wait on a question, and when something that cannot be undone ran since (sideEffects.ts).
 */
export async function goBack(options: { state: SessionState }, ports: EnginePorts): Promise<TurnResult & { previousAnswer: string }> {
  const current = copyState(options.state)
  if (!isBackEnabled(current)) throw new BackRefusedError('notEnabled', 'Going back is not enabled in this chat.')
  if (current.pending?.type !== 'input') throw new BackRefusedError('notOnQuestion', 'Going back is only possible while a question waits for your answer.')
  const step = current.backSteps?.at(-1)
  if (!step) throw new BackRefusedError('nothingToUndo', 'There is no previous answer to change.')
  if (step.blockedBy) {
    throw new BackRefusedError('sideEffect', `Your previous answer can no longer be changed: the chat has already ${step.blockedBy.reason}.`, step.blockedBy.blockId)
  }
  const snapshots = new Map(current.botsQueue.map((queued) => [queued.bot.id, queued.bot]))
  const botsQueue = step.before.botsQueue.map(({ botId, ...queued }): QueuedBot | undefined => {
    const bot = snapshots.get(botId)
    return bot && { ...queued, bot }
  })
  if (botsQueue.some((queued) => !queued)) throw new BackRefusedError('sideEffect', 'Your previous answer can no longer be changed: the chat has already left the bot it was given in.')
  const state: SessionState = { ...structuredClone(step.before), botsQueue: botsQueue as QueuedBot[], backSteps: current.backSteps!.slice(0, -1) }
  if (state.backSteps?.length === 0) delete state.backSteps

  const turn = createTurn(state, ports, {})
  turn.messages.push(...(state.question ?? []))
  turn.removedAnswers.push(...step.answers)
  const inputId = state.pending?.type === 'input' ? state.pending.input.id : ''
  addLog(turn, { status: 'info', description: 'The visitor went back to change an answer', details: `The answer to block ${inputId} was taken back.` })
  return { ...(await finishTurn(turn, { walked: true })), previousAnswer: step.answer }
}
