import { defaultOpenAiOptions } from '../../../../../shared/bot/blocks'
import type { HttpRequest } from '../../../ports'

/** Model calls may be slow: the request gets 120 s (§2.4). */
export const openAiTimeoutMs = 120_000

export type OpenAiChatRequestInput = {
  apiKey: string
  baseUrl?: string
  model?: string
  messages: { role: string; content: string; name?: string }[]
  temperature?: number
  /** Set by the streaming route: the API then answers with server-sent events. */
  stream?: boolean
}

/**
 * `POST {baseUrl}/chat/completions` of an OpenAI-compatible API (§2.4), as an HttpPort request.
 * Used by the OpenAI block and by the HTTP layer's `POST /v2/sessions/{id}/streamMessage`, which
 * sends it with `stream: true` and pipes the answer to the client.
 */
export function buildOpenAiChatRequest(input: OpenAiChatRequestInput): HttpRequest {
  const baseUrl = (input.baseUrl?.trim() || defaultOpenAiOptions.baseUrl).replace(/\/+$/, '')
  const body = {
    model: input.model?.trim() || defaultOpenAiOptions.model,
    messages: input.messages,
    ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
    ...(input.stream ? { stream: true } : {}),
  }
  return {
    url: `${baseUrl}/chat/completions`,
    method: 'POST',
    headers: { Authorization: `Bearer ${input.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: openAiTimeoutMs,
  }
}

