import { isBubbleBlock, isIntegrationBlock, type OpenAiBlock } from '../../../../../shared/bot/blocks'
import type { EnginePorts, HttpRequest } from '../../../ports'
import { richTextToPlainText } from '../../../rules'
import { findVariable } from '../../../session/variables'
import type { SessionState } from '../../../sessionState'
import { locate, type LocatedBlock } from '../../../walk/graph'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { buildOpenAiChatRequest } from './request'
import { messageContentVariableId, openAiApiKey, openAiTemperature } from './settings'

/**
 * The text bubble a streamed completion replaces (§2.4): the chat allows streaming and the block
 * right after this one is a text bubble whose whole text is `{{V}}`, V being the Message content
 * variable. Undefined when the completion must be fetched by the server.
 */
export function streamedBubbleId(turn: Turn, block: OpenAiBlock, at: LocatedBlock): string | undefined {
  if (!turn.state.isStreamEnabled) return undefined
  const variable = findVariable(currentBot(turn).variables, messageContentVariableId(block.options ?? {}))
  const following = at.group.blocks[at.index + 1]
  if (!variable || !following || !isBubbleBlock(following) || following.type !== 'text') return undefined
  const text = richTextToPlainText(following.content?.richText ?? []).trim()
  return text === `{{${variable.name}}}` ? following.id : undefined
}

/**
 * For the HTTP layer's `POST /v2/sessions/{sessionId}/streamMessage`: the streaming chat-completion
 * request of the OpenAI block the session is waiting on, with the session's credentials and the
 * `messages` the client sent back. Undefined when the session waits on no stream or the
 * credentials are gone. The route sends it with its own streaming fetch (the HttpPort buffers) and
 * pipes the text deltas; the client then calls continueChat with the full text.
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
  if (!block || !isIntegrationBlock(block) || block.type !== 'OpenAI') return undefined
  const options = block.options ?? {}
  const apiKey = await openAiApiKey(ports, queued.bot.workspaceId, options)
  if (!apiKey) return undefined
  return buildOpenAiChatRequest({
    apiKey,
    baseUrl: options.baseUrl,
    model: options.model,
    messages,
    temperature: openAiTemperature(options, queued.variables),
    stream: true,
  })
}
