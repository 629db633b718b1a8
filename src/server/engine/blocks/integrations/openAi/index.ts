import type { OpenAiBlock } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import type { LocatedBlock } from '../../../walk/graph'
import { addLog, errorText } from '../../../walk/logs'
import { next, stop, type BlockOutcome } from '../../../walk/outcome'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { buildOpenAiMessages } from './messages'
import { buildOpenAiChatRequest } from './request'
import { messageContentVariableId, openAiAccess, openAiTemperature } from './settings'
import { handOffStream, streamedBubbleId } from './stream'

type Completion = {
  choices?: { message?: { content?: unknown } }[]
  usage?: { total_tokens?: number; prompt_tokens?: number; completion_tokens?: number }
}

const usageKeys = {
  'Total tokens': 'total_tokens',
  'Prompt tokens': 'prompt_tokens',
  'Completion tokens': 'completion_tokens',
} as const

function parseCompletion(text: string): Completion | undefined {
  try {
    return JSON.parse(text) as Completion
  } catch {
    return undefined
  }
}

/** Writes the mapped values (§2.4); Message content is appended to a list variable. */
function applyMapping(turn: Turn, options: NonNullable<OpenAiBlock['options']>, content: string, completion: Completion) {
  const { variables } = currentBot(turn)
  for (const mapping of options.responseMapping ?? []) {
    const extract = mapping.valueToExtract ?? 'Message content'
    if (extract === 'Message content') writeVariable(variables, mapping.variableId, content, { appendToList: true })
    else if (extract !== 'Image URL') writeVariable(variables, mapping.variableId, completion.usage?.[usageKeys[extract]] ?? null)
  }
}

/**
 * OpenAI chat completion (§2.4). Missing credentials, HTTP errors and empty answers are logged and
 * map nothing. When the client streams (see `streamedBubbleId`), the engine hands it the messages
 * and stops instead of calling the API.
 */
export async function runOpenAi(turn: Turn, block: OpenAiBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const queued = currentBot(turn)
  const access = await openAiAccess(turn.ports, queued.bot.workspaceId, options)
  if (!access) {
    addLog(turn, { status: 'error', description: 'OpenAI block has no usable credentials', details: options.credentialsId })
    return next
  }
  const messages = await buildOpenAiMessages(turn, options.messages)
  const skipBubbleId = streamedBubbleId(turn, messageContentVariableId(options), at)
  if (skipBubbleId) {
    handOffStream(turn, at, messages, messageContentVariableId(options), skipBubbleId)
    return stop
  }
  const request = buildOpenAiChatRequest({
    ...access,
    model: options.model,
    messages,
    temperature: openAiTemperature(options, queued.variables),
  })
  try {
    const response = await turn.ports.http.request(request)
    const completion = parseCompletion(response.body)
    const content = completion?.choices?.[0]?.message?.content
    if (response.status >= 400 || typeof content !== 'string' || !content) {
      addLog(turn, { status: 'error', description: 'OpenAI returned no message', details: `HTTP ${response.status}: ${response.body}` })
      return next
    }
    applyMapping(turn, options, content, completion ?? {})
  } catch (error) {
    addLog(turn, { status: 'error', description: 'OpenAI request failed', details: errorText(error) })
  }
  return next
}
