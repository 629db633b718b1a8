import { stepCountIs, streamText, type ModelMessage } from 'ai'
import { isIntegrationBlock, isLanguageModelBlock, languageModelProviders } from '../../../../../shared/bot/blocks'
import type { EnginePorts } from '../../../ports'
import { resolveNumberOrVariable } from '../../../rules'
import { copyState } from '../../../session/copyState'
import type { SessionState } from '../../../sessionState'
import type { TurnResult } from '../../../turn'
import { finishTurn } from '../../../walk/finishTurn'
import { locate } from '../../../walk/graph'
import { addLog, errorText } from '../../../walk/logs'
import { createTurn } from '../../../walk/turnContext'
import { openAiTimeoutMs } from '../openAi/request'
import { portStreamFetch, type HttpStream } from './portFetch'
import { providerModel } from './providerModel'
import { maxModelSteps, modelTools } from './tools'

export type ToolStream = {
  /** The model's text as it comes, its tool calls run in between; it ends early on a failure (logged). */
  deltas: AsyncGenerator<string>
  /** Once `deltas` ended: the session with the variables the tools set, and the logs, to save. */
  finish: () => Promise<TurnResult>
}

/** The messages the client sent back, as the model's messages: tool traffic stays on the server. */
const asModelMessages = (messages: { role: string; content: string }[]): ModelMessage[] =>
  messages.flatMap(({ role, content }) => (role === 'system' || role === 'user' || role === 'assistant' ? [{ role, content }] : []))

/**
 * For the streamMessage route, when the streamed completion (§2.4) is a language-model block's with
 * tools: the model is asked here through the AI SDK, its tool calls run in the sandbox with the
 * session's variables (as the turn runs them unstreamed, `modelTools`), their results go back to the
 * model, and its text deltas are handed out as they arrive. A failing or silent model, the deadline
 * or the visitor leaving ends the deltas, with an error log on the result; the client then sends
 * what it got to continueChat, and the flow goes on. Undefined for any other stream (the route
 * relays those as they are).
 */
export async function streamLanguageModelWithTools(
  state: SessionState,
  messages: { role: string; content: string }[],
  ports: EnginePorts,
  { stream, signal }: { stream: HttpStream; signal: AbortSignal },
): Promise<ToolStream | undefined> {
  const pending = state.pending
  const queued = state.botsQueue[0]
  if (pending?.type !== 'openAiStream' || !queued) return undefined
  const block = locate(queued.bot, pending.cursor)?.block
  if (!block || !isIntegrationBlock(block) || !isLanguageModelBlock(block)) return undefined
  const options = block.options ?? {}
  const turn = createTurn(copyState(state), ports, {})
  const tools = modelTools(turn, options.tools)
  if (!tools) return undefined
  const credentials = options.credentialsId ? await ports.credentials.get(queued.bot.workspaceId, options.credentialsId) : null
  if (!credentials?.apiKey) return undefined
  const { label } = languageModelProviders[block.type]
  const temperature = options.temperature === undefined ? undefined : resolveNumberOrVariable(options.temperature, queued.variables)
  // The whole completion, tool steps included, has the one model deadline.
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(openAiTimeoutMs)])
  const completion = streamText({
    model: providerModel({
      provider: block.type,
      apiKey: credentials.apiKey,
      baseUrl: options.baseUrl || credentials.baseUrl,
      model: options.model,
      fetch: portStreamFetch(stream, openAiTimeoutMs),
    }),
    messages: asModelMessages(messages),
    // System messages are the bot owner's, placed where the owner put them among the others, as Typebot sends them.
    allowSystemInMessages: true,
    ...(temperature === undefined ? {} : { temperature }),
    tools,
    stopWhen: stepCountIs(maxModelSteps),
    // One attempt: the visitor is waiting, and Typebot does not retry either.
    maxRetries: 0,
    abortSignal: deadline,
    // Failures arrive as `error` parts of the stream, logged on the result below.
    onError: () => undefined,
  })

  async function* deltas(): AsyncGenerator<string> {
    try {
      for await (const part of completion.fullStream) {
        if (part.type === 'text-delta' && part.text) yield part.text
        else if (part.type === 'error') addLog(turn, { status: 'error', description: `${label} request failed`, details: errorText(part.error) })
        else if (part.type === 'abort') {
          const details = signal.aborted ? 'The visitor left before the answer was complete.' : `No complete answer within ${openAiTimeoutMs / 1000} s.`
          addLog(turn, { status: 'error', description: `${label} request stopped`, details })
        }
      }
    } catch (error) {
      addLog(turn, { status: 'error', description: `${label} request failed`, details: errorText(error) })
    }
  }

  return { deltas: deltas(), finish: () => finishTurn(turn, { walked: true }) }
}
