import { resolveSettings } from '../../../shared/bot/settings'
import { normalizeVariableValue } from '../rules'
import type { RuntimeVariable } from '../rules/contracts'
import type { SessionState } from '../sessionState'
import type { StartOptions } from '../turn'
import { answerKey, findInputLocation, setAnswer } from './answerMap'
import { copyVariables } from './variables'
import { localizedSnapshot, rememberLanguage, sessionLanguage } from './language'
import { createDebugSession } from '../debug/debugSession'

/**
 * The run's variables at start: the document's initial values, then a remembered result's values
 * (§4.10), then prefilled values by name, unknown names ignored (§4.2).
 */
function startVariables(options: StartOptions): RuntimeVariable[] {
  const variables = copyVariables(options.bot.variables)
  for (const remembered of options.resumed?.variables ?? []) {
    const variable =
      variables.find((candidate) => candidate.id === remembered.id) ??
      variables.find((candidate) => candidate.name === remembered.name)
    if (variable) variable.value = normalizeVariableValue(remembered.value ?? null)
  }
  for (const [name, value] of Object.entries(options.prefilledVariables ?? {})) {
    const variable = variables.find((candidate) => candidate.name === name)
    if (variable) variable.value = normalizeVariableValue(value)
  }
  return variables
}

/** A new session for `options.bot`, nothing walked yet. */
export function createSessionState(options: StartOptions): SessionState {
  const { bot, resultId, isPreview } = options
  const variables = startVariables(options)
  const language = sessionLanguage(bot, options.language, variables)
  rememberLanguage(bot, variables, language, { onlyWhenUnset: true })
  const memory = { resultId, botId: bot.id, answerMap: [], answerCount: 0, isCompleted: false }
  // A remembered result's answers refill the answer map used by default bodies (§4.10).
  for (const answer of options.resumed?.answers ?? []) {
    memory.answerCount += 1
    const location = findInputLocation(bot, answer.blockId)
    if (location) setAnswer(memory, answerKey(bot, variables, location), answer.content)
  }
  return {
    formatVersion: 1,
    botId: bot.id,
    workspaceId: bot.workspaceId,
    resultId,
    isPreview,
    ...(language && { language }),
    allowedOrigins: resolveSettings(bot.settings).security.allowedOrigins,
    botsQueue: [{ bot: localizedSnapshot(bot, language), resultId, variables }],
    results: [memory],
    hasFlowStarted: false,
    isStreamEnabled: options.isStreamEnabled ?? false,
    ...(isPreview && options.isProgressBarEnabled !== undefined ? { isProgressBarEnabled: options.isProgressBarEnabled } : {}),
    answersInSession: 0,
    emailsSent: 0,
    transcript: [],
    ...(isPreview ? { previewHistory: { answers: [], visitedEdgeIds: [] } } : {}),
    ...(isPreview && options.debug ? { debug: createDebugSession(options.debug) } : {}),
  }
}
