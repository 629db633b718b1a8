import { difyActions, type DifyAiBlock, difyLegacyResponseItems, difyQueryKnowledgeBaseAction } from '../../../../../shared/bot/blocks'
import { valueOf, writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { apiKeyCredentials, callService, skipOtherAction } from '../pluginCall'
import { difyApiRoot } from './difyAddress'
import { type DifyAnswer, parseDifyAnswer } from './difyAnswer'
import { queryDifyKnowledgeBase } from './queryKnowledgeBase'

type Options = NonNullable<DifyAiBlock['options']>

const valueFor: Record<string, (answer: DifyAnswer) => string | number | undefined> = {
  'Message content': (answer) => answer.answer,
  'Total tokens': (answer) => answer.usage?.totalTokens,
  'Prompt tokens': (answer) => answer.usage?.promptTokens,
  'Completion tokens': (answer) => answer.usage?.completionTokens,
  'Conversation ID': (answer) => answer.conversationId,
}

/** The app's inputs: templated, pairs with an empty key or value left out. */
async function inputsOf(turn: Turn, options: Options): Promise<Record<string, string>> {
  const inputs: Record<string, string> = {}
  for (const pair of options.inputs ?? []) {
    const key = (pair.key ?? '').trim()
    const value = await templateText(turn, pair.value ?? '')
    if (key && value) inputs[key] = value
  }
  return inputs
}

/** The conversation to go on with: the variable's value, else an older export's templated id; none starts one. */
async function conversationOf(turn: Turn, options: Options): Promise<string | undefined> {
  const stored = options.conversationVariableId ? valueOf(currentBot(turn).variables, options.conversationVariableId) : undefined
  if (typeof stored === 'string' && stored.trim()) return stored.trim()
  const legacy = options.conversation_id ? (await templateText(turn, options.conversation_id)).trim() : ''
  return legacy || undefined
}

/**
 * A Dify block: "Query Knowledge Base" searches a dataset (see queryDifyKnowledgeBase); "Create Chat
 * Message", the default, sends the templated query sent to the app's `/v1/chat-messages` in
 * streaming mode (agent apps answer only that way), the events read here into one answer, which
 * the response mapping saves with its token counts and conversation id; the conversation id also
 * goes to the conversation variable, so the next message goes on with it. No credentials, an
 * error answer or an empty one: an error log, and the flow goes on.
 */
export async function runDifyAi(turn: Turn, block: DifyAiBlock): Promise<BlockOutcome> {
  const skipped = skipOtherAction(turn, block, difyActions)
  if (skipped) return skipped
  const options = block.options ?? {}
  if (options.action === difyQueryKnowledgeBaseAction) return queryDifyKnowledgeBase(turn, options)
  const query = await templateText(turn, options.query ?? '')
  if (!query.trim()) {
    addLog(turn, { status: 'error', description: 'Dify block has no query to send' })
    return next
  }
  const credentials = await apiKeyCredentials(turn, options.credentialsId, 'Dify')
  if (!credentials) return next
  const queued = currentBot(turn)
  const conversationId = await conversationOf(turn, options)
  const user = (await templateText(turn, options.user ?? '')).trim() || queued.resultId
  const response = await callService(
    turn,
    {
      url: `${difyApiRoot(credentials.baseUrl)}/v1/chat-messages`,
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.apiKey}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ inputs: await inputsOf(turn, options), query, response_mode: 'streaming', user, ...(conversationId ? { conversation_id: conversationId } : {}) }),
    },
    'Dify chat message',
  )
  if (!response) return next
  let answer: DifyAnswer
  try {
    answer = parseDifyAnswer(response.body)
  } catch (error) {
    addLog(turn, { status: 'error', description: 'Dify gave an answer that could not be read', details: errorText(error) })
    return next
  }
  if (answer.error || !answer.answer) {
    addLog(turn, { status: 'error', description: 'Dify returned no answer', details: answer.error ?? response.body.slice(0, 1000) })
    return next
  }
  if (answer.conversationId) writeVariable(queued.variables, options.conversationVariableId, answer.conversationId)
  for (const mapping of options.responseMapping ?? []) {
    const item = mapping.item ? (difyLegacyResponseItems[mapping.item] ?? mapping.item) : 'Message content'
    writeVariable(queued.variables, mapping.variableId, valueFor[item]?.(answer) ?? null)
  }
  return next
}
