import { resolveTheme } from '../../../shared/bot/theme/resolveTheme'
import type { BackStep, SessionState, StateBeforeAnswer } from '../sessionState'
import type { Turn } from '../walk/turnContext'

/** Answers a visitor can take back one after the other; older ones are forgotten (each keeps a copy of the session). */
export const maxBackSteps = 10

/** By bot snapshot: they are shared by every session of a version and never changed (copyState). */
const backEnabledOf = new WeakMap<object, boolean>()

/** The owner turned the back button on (or focused mode, which brings it): the bot the chat started with decides. */
export function isBackEnabled(state: SessionState): boolean {
  const root = state.botsQueue.at(-1)?.bot
  if (!root) return false
  let enabled = backEnabledOf.get(root)
  if (enabled === undefined) {
    enabled = resolveTheme(root.theme, root.version === '6.1' ? '6.1' : '6').chat.backButton.isEnabled
    backEnabledOf.set(root, enabled)
  }
  return enabled
}

/** The session while an input waits, without its own back steps, bots by id: what a back step restores. */
export function captureBefore(state: SessionState): StateBeforeAnswer | undefined {
  // Bots without the back button keep no copies: their sessions stay as small as before.
  if (state.pending?.type !== 'input' || !isBackEnabled(state)) return undefined
  const { backSteps: _steps, botsQueue, ...rest } = state
  return structuredClone({ ...rest, botsQueue: botsQueue.map(({ bot, ...queued }) => ({ ...queued, botId: bot.id })) })
}

/**
 * After a turn: when it answered the input that waited (`before`), a back step is kept for that
 * answer, blocked when the answer was a payment or something that cannot be undone ran after it.
 * Any other turn that ran such a block (a command, a retry branch, an action's reply) blocks the
 * newest back step instead, the one the next "back" would undo.
 */
export function recordBackStep(turn: Turn, before: StateBeforeAnswer | undefined): void {
  const { state } = turn
  const input = before?.pending?.type === 'input' ? before.pending.input : undefined
  const answers = [...turn.records].flatMap(([resultId, record]) => record.answers.map((answer) => ({ resultId, blockId: answer.blockId, content: answer.content })))
  const answer = input && answers.find((candidate) => candidate.blockId === input.id)
  if (!before || !answer) {
    const newest = state.backSteps?.at(-1)
    if (turn.sideEffect && newest && !newest.blockedBy) newest.blockedBy = turn.sideEffect
    return
  }
  const blockedBy =
    input.type === 'payment input' ? { blockId: input.id, type: input.type, reason: 'taken your payment' } : turn.sideEffect
  const step: BackStep = {
    before,
    answer: answer.content,
    answers: answers.map(({ resultId, blockId }) => ({ resultId, blockId })),
    ...(blockedBy && { blockedBy }),
  }
  state.backSteps = [...(state.backSteps ?? []), step].slice(-maxBackSteps)
}

/** Keeps the bubbles shown with a newly asked input, so going back to it shows its question again. */
export function rememberQuestion(turn: Turn, previous: SessionState['pending']): void {
  const { state } = turn
  if (state.pending?.type !== 'input') {
    delete state.question
    return
  }
  // A retry asks the same input again with only the retry text: the question stays the one first shown.
  const isRetry = previous?.type === 'input' && previous.cursor.blockId === state.pending.cursor.blockId && turn.messages.every((message) => message.id === state.pending?.cursor.blockId)
  if (!isRetry) state.question = turn.messages
}
