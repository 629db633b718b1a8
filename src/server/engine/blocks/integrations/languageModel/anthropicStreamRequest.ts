import type { HttpRequest } from '../../../ports'
import { openAiTimeoutMs } from '../openAi/request'

/** The Messages API's version header, the one the AI SDK's Anthropic provider sends. */
const anthropicVersion = '2023-06-01'
/** Anthropic requires an answer length; this is the AI SDK's default for its models. */
const maxTokens = 4096

export type AnthropicStreamInput = { apiKey: string; baseUrl: string; model: string; messages: { role: string; content: string }[]; temperature?: number }

/**
 * `POST {baseUrl}/messages` with `stream: true`, for the streamMessage route: the system messages
 * (which the Messages API takes apart) joined into `system`, the others in order. The route relays
 * its `content_block_delta` events as the same plain text chunks as an OpenAI-compatible stream.
 */
export function buildAnthropicStreamRequest({ apiKey, baseUrl, model, messages, temperature }: AnthropicStreamInput): HttpRequest {
  const system = messages.filter((message) => message.role === 'system').map((message) => message.content).join('\n\n')
  const body = {
    model,
    max_tokens: maxTokens,
    stream: true,
    ...(system ? { system } : {}),
    messages: messages.filter((message) => message.role !== 'system').map(({ role, content }) => ({ role, content })),
    ...(temperature === undefined ? {} : { temperature }),
  }
  return {
    url: `${baseUrl.replace(/\/+$/, '')}/messages`,
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'anthropic-version': anthropicVersion, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: openAiTimeoutMs,
  }
}
