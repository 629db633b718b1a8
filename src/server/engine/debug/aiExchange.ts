import type { DebugHttpExchange, DebugTraceEntry } from '../../../shared/chat/debug'

type Message = { role: string; content: string }

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : JSON.stringify(part))).join('')
      : JSON.stringify(content)

function parse(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The answer of an OpenAI-style (`choices`) or Anthropic-style (`content`) completion. */
function answerOf(body: Record<string, unknown> | undefined): string | undefined {
  const choices = body?.choices
  if (Array.isArray(choices)) {
    const message = (choices[0] as { message?: { content?: unknown } } | undefined)?.message
    return message?.content === undefined || message.content === null ? undefined : textOf(message.content)
  }
  if (Array.isArray(body?.content)) return textOf(body.content)
  return undefined
}

/**
 * The model call of a block, read from its (already redacted) HTTP exchanges: every provider we
 * speak sends `messages` (Anthropic adds `system`), so the prompt and answer are shown the same way.
 */
export function aiExchangeOf(exchanges: DebugHttpExchange[]): DebugTraceEntry['ai'] {
  for (const exchange of exchanges) {
    const request = parse(exchange.requestBody)
    if (!request || !Array.isArray(request.messages)) continue
    const prompt: Message[] = []
    if (typeof request.system === 'string') prompt.push({ role: 'system', content: request.system })
    for (const message of request.messages as { role?: unknown; content?: unknown }[]) {
      prompt.push({ role: String(message.role ?? 'user'), content: textOf(message.content) })
    }
    return { prompt, answer: answerOf(parse(exchange.responseBody)) }
  }
  return undefined
}
