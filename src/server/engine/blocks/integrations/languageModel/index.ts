import { generateText, stepCountIs, type LanguageModelUsage } from 'ai'
import { type LanguageModelBlock, languageModelProviders } from '../../../../../shared/bot/blocks'
import { resolveNumberOrVariable } from '../../../rules'
import { writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import type { LocatedBlock } from '../../../walk/graph'
import { next, stop, type BlockOutcome } from '../../../walk/outcome'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { buildOpenAiMessages } from '../openAi/messages'
import { openAiTimeoutMs } from '../openAi/request'
import { handOffStream, streamedBubbleId } from '../openAi/stream'
import { portFetch } from './portFetch'
import { providerModel } from './providerModel'
import { maxModelSteps, modelTools } from './tools'

const usageOf: Record<string, (usage: LanguageModelUsage) => number | undefined> = {
  'Total tokens': (usage) => usage.totalTokens,
  'Prompt tokens': (usage) => usage.inputTokens,
  'Completion tokens': (usage) => usage.outputTokens,
}

/**
 * A language-model plugin block's chat completion (Typebot's `openai`, `anthropic`, `mistral`…).
 * When the visitor's client streams and the next bubble shows the answer, the completion is
 * handed to it (§2.4, as the OpenAI block does); otherwise it is asked here:
 * the messages templated (a Dialogue entry expands its list variable), the provider's model
 * asked through the AI SDK over the engine's HTTP port, the answer mapped into variables ("Message
 * content" appended to a list variable, as a dialogue grows). The block's tools run in the sandbox
 * when the model calls them, until it answers (see `modelTools`), here or, for a streamed answer,
 * in the streamMessage route (`streamLanguageModelWithTools`). Missing credentials, a failing or
 * silent model: an error log on the result, and the flow goes on, as Typebot does.
 */
export async function runLanguageModel(turn: Turn, block: LanguageModelBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const { label } = languageModelProviders[block.type]
  const queued = currentBot(turn)
  const credentials = options.credentialsId ? await turn.ports.credentials.get(queued.bot.workspaceId, options.credentialsId) : null
  if (!credentials?.apiKey) {
    addLog(turn, { status: 'error', description: `${label} block has no usable credentials`, details: options.credentialsId })
    return next
  }
  const messages = await buildOpenAiMessages(turn, options.messages)
  if (messages.length === 0) {
    addLog(turn, { status: 'error', description: `${label} block has no message to send` })
    return next
  }
  // Answers stream to the visitor (the streamMessage route relays OpenAI-compatible and Anthropic events).
  const contentVariableId = options.responseMapping?.find((mapping) => (mapping.item ?? 'Message content') === 'Message content')?.variableId
  // With tools too: the streamMessage route then runs them between the model's steps (streamWithTools).
  const skipBubbleId = streamedBubbleId(turn, contentVariableId, at)
  if (skipBubbleId) {
    handOffStream(turn, at, messages, contentVariableId, skipBubbleId)
    return stop
  }
  const temperature = options.temperature === undefined ? undefined : resolveNumberOrVariable(options.temperature, queued.variables)
  const tools = modelTools(turn, options.tools)
  try {
    const { text, totalUsage } = await generateText({
      model: providerModel({
        provider: block.type,
        apiKey: credentials.apiKey,
        baseUrl: options.baseUrl || credentials.baseUrl,
        model: options.model,
        fetch: portFetch(turn.ports.http, openAiTimeoutMs),
      }),
      messages: messages.map(({ role, content }) => ({ role, content })),
      // System messages are the bot owner's, placed where the owner put them among the others, as Typebot sends them.
      allowSystemInMessages: true,
      ...(temperature === undefined ? {} : { temperature }),
      ...(tools ? { tools, stopWhen: stepCountIs(maxModelSteps) } : {}),
      // One attempt: the turn must answer the visitor, and Typebot does not retry either.
      maxRetries: 0,
      // The whole completion, tool steps included, has the one model deadline.
      abortSignal: AbortSignal.timeout(openAiTimeoutMs),
    })
    if (!text) {
      addLog(turn, { status: 'error', description: `${label} returned no message` })
      return next
    }
    for (const mapping of options.responseMapping ?? []) {
      const item = mapping.item ?? 'Message content'
      if (item === 'Message content') writeVariable(queued.variables, mapping.variableId, text, { appendToList: true })
      else writeVariable(queued.variables, mapping.variableId, usageOf[item]?.(totalUsage) ?? null)
    }
  } catch (error) {
    addLog(turn, { status: 'error', description: `${label} request failed`, details: errorText(error) })
  }
  return next
}
