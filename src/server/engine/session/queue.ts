import type { ResultEffects } from '../turn'
import type { QueuedBot, ResultMemory, ReturnPoint, SessionState } from '../sessionState'
import { recordFor, type Turn } from '../walk/turnContext'
import { findVariableByName, hasValue } from './variables'

/** The memory of a result, created the first time the session writes to it. */
export function resultMemory(state: SessionState, resultId: string, botId: string): ResultMemory {
  let memory = state.results.find((candidate) => candidate.resultId === resultId)
  if (!memory) {
    memory = { resultId, botId, answerMap: [], answerCount: 0, isCompleted: false }
    state.results.push(memory)
  }
  return memory
}

/**
 * `result.variables` of a result: every non-session variable with a value (§4.8). A merged link
 * shares its parent's result, so the queue entries of that result are combined, the most recent
 * bot winning for a name both have.
 */
export function resultVariables(queue: QueuedBot[], resultId: string): ResultEffects['variables'] {
  const byName = new Map<string, ResultEffects['variables'][number]>()
  for (const entry of [...queue].reverse()) {
    if (entry.resultId !== resultId) continue
    for (const variable of entry.variables) {
      if (variable.isSessionVariable || !hasValue(variable.value)) {
        byName.delete(variable.name)
        continue
      }
      byName.set(variable.name, { id: variable.id, name: variable.name, value: variable.value })
    }
  }
  return [...byName.values()]
}

/**
 * Ends the executing linked bot (§2.3): a merged one hands its values back to the parent
 * (same-named variables updated, new ones with a value added); a separate result is completed and
 * the parent resumes unchanged. Returns where the parent continues.
 */
export function popLinkedBot(turn: Turn): ReturnPoint {
  const [child, parent] = turn.state.botsQueue
  turn.state.botsQueue.shift()
  if (child.resultId === parent.resultId) {
    for (const variable of child.variables) {
      const same = findVariableByName(parent.variables, variable.name)
      if (same) {
        if (variable.value === undefined) delete same.value
        else same.value = variable.value
      } else if (hasValue(variable.value)) parent.variables.push({ ...variable })
    }
  } else {
    const record = recordFor(turn, child.resultId)
    record.finalVariables = resultVariables([child], child.resultId)
    record.completedNow = true
    resultMemory(turn.state, child.resultId, child.bot.id).isCompleted = true
  }
  return child.returnPoint ?? { type: 'end' }
}
