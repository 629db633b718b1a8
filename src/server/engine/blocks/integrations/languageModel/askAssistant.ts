import type { LanguageModelBlock } from '../../../../../shared/bot/blocks'
import { findVariable, writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { openAiTimeoutMs } from '../openAi/request'
import { type OpenAiAccount, openAiAccount, parseJson, responseDetails } from './openAiAccount'
import { runModelFunction } from './tools'

type Run = {
  id: string
  status?: string
  last_error?: { message?: string } | null
  required_action?: { submit_tool_outputs?: { tool_calls?: { id: string; function?: { name?: string; arguments?: string } }[] } }
}
type Messages = { data?: { role?: string; content?: { type?: string; text?: { value?: string } }[] }[] }

/** Statuses after which a run will not move on by itself. */
const failedStatuses = new Set(['failed', 'cancelled', 'expired', 'incomplete'])
/** Waits between polls of a run: short at first (most runs take seconds), then every second. */
const pollDelaysMs = [200, 300, 500, 1000]

class AssistantError extends Error {}

/** One call of the Assistants API (v2); an error answer throws with what OpenAI said. */
async function call<T>(turn: Turn, account: OpenAiAccount, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await turn.ports.http.request({
    url: `${account.baseUrl}${path}`,
    method,
    headers: { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json', 'OpenAI-Beta': 'assistants=v2' },
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs: openAiTimeoutMs,
  })
  const parsed = parseJson<T>(response.body)
  if (response.status >= 400 || parsed === undefined) throw new AssistantError(`${method} ${path}: ${responseDetails(response)}`)
  return parsed
}

/** The conversation's thread: the one in the thread variable (or option), else a new one, remembered there. */
async function threadOf(turn: Turn, account: OpenAiAccount, options: NonNullable<LanguageModelBlock['options']>): Promise<string> {
  const { variables } = currentBot(turn)
  const remembered = findVariable(variables, options.threadVariableId)?.value
  if (typeof remembered === 'string' && remembered.trim()) return remembered.trim()
  if (options.threadId?.trim()) return options.threadId.trim()
  const { id } = await call<{ id: string }>(turn, account, 'POST', '/threads', {})
  const mapped = options.responseMapping?.find((mapping) => mapping.item === 'Thread ID')?.variableId
  writeVariable(variables, mapped ?? options.threadVariableId, id)
  return id
}

/** Answers a run's function calls with the block's functions, run in the sandbox. */
async function toolOutputs(turn: Turn, run: Run, functions: NonNullable<LanguageModelBlock['options']>['functions']) {
  const calls = run.required_action?.submit_tool_outputs?.tool_calls ?? []
  const outputs: { tool_call_id: string; output: string }[] = []
  for (const toolCall of calls) {
    const name = toolCall.function?.name ?? ''
    const code = functions?.find((each) => each.name === name)?.code
    const output = code?.trim() ? await runModelFunction(turn, name, code, parseJson<Record<string, unknown>>(toolCall.function?.arguments ?? '{}')) : `Error: no function "${name}" in this bot`
    outputs.push({ tool_call_id: toolCall.id, output })
  }
  return outputs
}

/**
 * OpenAI's "Ask Assistant" (Assistants API v2): the templated message added to the conversation's
 * thread, a run of the assistant started and polled until it completes (its function calls
 * answered by the block's functions in the sandbox), then its answer, without citation marks,
 * saved in the "Message" variable, for a bubble to show. The whole exchange has the model deadline:
 * past it the run is cancelled. Anything missing, a failed run or an API error: an error log, and
 * the flow goes on.
 */
export async function runAskAssistant(turn: Turn, block: LanguageModelBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const assistantId = (await templateText(turn, options.assistantId ?? '')).trim()
  const message = await templateText(turn, options.message ?? '')
  const missing = !assistantId ? 'assistant ID' : !message.trim() ? 'message' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `Ask Assistant has no ${missing}` })
    return next
  }
  const account = await openAiAccount(turn, options)
  if (!account) return next
  const deadline = Date.now() + openAiTimeoutMs
  try {
    const threadId = await threadOf(turn, account, options)
    await call(turn, account, 'POST', `/threads/${threadId}/messages`, { role: 'user', content: message })
    const instructions = options.additionalInstructions ? await templateText(turn, options.additionalInstructions) : ''
    let run = await call<Run>(turn, account, 'POST', `/threads/${threadId}/runs`, { assistant_id: assistantId, ...(instructions.trim() ? { additional_instructions: instructions } : {}) })
    for (let poll = 0; run.status !== 'completed'; poll += 1) {
      if (failedStatuses.has(run.status ?? '')) throw new AssistantError(`The run ended "${run.status}": ${run.last_error?.message ?? 'no reason given'}`)
      if (Date.now() >= deadline) {
        await call(turn, account, 'POST', `/threads/${threadId}/runs/${run.id}/cancel`).catch(() => undefined)
        throw new AssistantError(`No answer within ${openAiTimeoutMs / 1000} s`)
      }
      if (run.status === 'requires_action') {
        const outputs = await toolOutputs(turn, run, options.functions)
        run = await call<Run>(turn, account, 'POST', `/threads/${threadId}/runs/${run.id}/submit_tool_outputs`, { tool_outputs: outputs })
        continue
      }
      await new Promise((resolve) => setTimeout(resolve, pollDelaysMs[Math.min(poll, pollDelaysMs.length - 1)]))
      run = await call<Run>(turn, account, 'GET', `/threads/${threadId}/runs/${run.id}`)
    }
    const { data } = await call<Messages>(turn, account, 'GET', `/threads/${threadId}/messages?run_id=${encodeURIComponent(run.id)}&order=asc`)
    const answer = (data ?? [])
      .filter((each) => each.role === 'assistant')
      .flatMap((each) => each.content ?? [])
      .map((part) => (part.type === 'text' ? (part.text?.value ?? '') : ''))
      .join('\n\n')
      // File-search citations (【4:0†source】) mean nothing to a visitor.
      .replace(/【[^】]*】/g, '')
      .trim()
    for (const mapping of options.responseMapping ?? []) {
      if ((mapping.item ?? 'Message') === 'Message') writeVariable(currentBot(turn).variables, mapping.variableId, answer)
    }
  } catch (error) {
    addLog(turn, { status: 'error', description: 'OpenAI assistant failed', details: errorText(error) })
  }
  return next
}
