import { isBubbleBlock, isIntegrationBlock, isLanguageModelBlock, languageModelProviders } from '../../../../../shared/bot/blocks'
import type { EnginePorts, HttpRequest } from '../../../ports'
import { richTextToPlainText } from '../../../rules'
import { findVariable } from '../../../session/variables'
import type { SessionState } from '../../../sessionState'
import { resolveNumberOrVariable } from '../../../rules'
import { addAction } from '../../../walk/actions'
import { cursorOf, locate, type LocatedBlock } from '../../../walk/graph'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { buildAnthropicStreamRequest } from '../languageModel/anthropicStreamRequest'
import type { OpenAiChatMessage } from './messages'
import { buildOpenAiChatRequest } from './request'
import { openAiAccess, openAiTemperature } from './settings'

/**
 * The text bubble a streamed completion replaces (§2.4): the chat allows streaming and the block
 * right after this one is a text bubble whose whole text is `{{V}}`, V being the Message content
 * variable (`contentVariableId`). Undefined when the completion must be fetched by the server.
 */
export function streamedBubbleId(turn: Turn, contentVariableId: string | undefined, at: LocatedBlock): string | undefined {
  if (!turn.state.isStreamEnabled) return undefined
  const variable = findVariable(currentBot(turn).variables, contentVariableId)
  const following = at.group.blocks[at.index + 1]
  if (!variable || !following || !isBubbleBlock(following) || following.type !== 'text') return undefined
  const text = richTextToPlainText(following.content?.richText ?? []).trim()
  return text === `{{${variable.name}}}` ? following.id : undefined
}

/**
 * Hands the completion to the streaming client (§2.4): the messages go out in a
 * `streamOpenAiChatCompletion` action, and the session waits for the full text, which the engine
 * then stores in `contentVariableId`, leaving out the bubble already on screen.
 */
export function handOffStream(turn: Turn, at: LocatedBlock, messages: OpenAiChatMessage[], contentVariableId: string | undefined, skipBubbleId: string): void {
  addAction(turn, {
    type: 'streamOpenAiChatCompletion',
    streamOpenAiChatCompletion: { messages: messages.map(({ role, content }) => ({ role, content })) },
    expectsDedicatedReply: true,
  })
  turn.state.pending = { type: 'openAiStream', cursor: cursorOf(at), variableId: contentVariableId, skipBubbleId }
}

/**
 * For the HTTP layer's `POST /v2/sessions/{sessionId}/streamMessage`: the streaming chat-completion
 * request of the OpenAI block (or language-model plugin block: an OpenAI-compatible chat
 * completion, or Anthropic's Messages API) the session is waiting on, with
 * the session's credentials and the `messages` the client sent back. Undefined when the session
 * waits on no stream or the credentials are gone. The route sends it with its own streaming fetch
 * (the HttpPort buffers) and pipes the text deltas; the client then calls continueChat with the full text.
 */
export async function prepareOpenAiStreamRequest(
  state: SessionState,
  messages: { role: string; content: string }[],
  ports: Pick<EnginePorts, 'credentials'>,
): Promise<HttpRequest | undefined> {
  const pending = state.pending
  const queued = state.botsQueue[0]
  if (pending?.type !== 'openAiStream' || !queued) return undefined
  const block = locate(queued.bot, pending.cursor)?.block
  if (!block || !isIntegrationBlock(block)) return undefined
  if (isLanguageModelBlock(block)) {
    const options = block.options ?? {}
    const provider = languageModelProviders[block.type]
    const credentials = options.credentialsId ? await ports.credentials.get(queued.bot.workspaceId, options.credentialsId) : null
    if (!credentials?.apiKey) return undefined
    const request = {
      apiKey: credentials.apiKey,
      baseUrl: options.baseUrl || credentials.baseUrl || provider.baseUrl,
      model: options.model || provider.model,
      messages,
      temperature: options.temperature === undefined ? undefined : resolveNumberOrVariable(options.temperature, queued.variables),
    }
    return provider.api === 'anthropic' ? buildAnthropicStreamRequest(request) : buildOpenAiChatRequest({ ...request, stream: true })
  }
  if (block.type !== 'OpenAI') return undefined
  const options = block.options ?? {}
  const access = await openAiAccess(ports, queued.bot.workspaceId, options)
  if (!access) return undefined
  return buildOpenAiChatRequest({
    ...access,
    model: options.model,
    messages,
    temperature: openAiTemperature(options, queued.variables),
    stream: true,
  })
}
