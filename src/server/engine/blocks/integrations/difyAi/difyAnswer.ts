/** What a Dify chat message gave: the answer, the conversation it belongs to, its token counts, or Dify's error. */
export type DifyAnswer = {
  answer: string
  conversationId?: string
  usage?: { totalTokens?: number; promptTokens?: number; completionTokens?: number }
  error?: string
}

type DifyEvent = {
  event?: string
  answer?: string
  conversation_id?: string
  message?: string
  code?: string
  metadata?: { usage?: { total_tokens?: number; prompt_tokens?: number; completion_tokens?: number } }
}

const usageOf = (event: DifyEvent): DifyAnswer['usage'] => {
  const usage = event.metadata?.usage
  return usage ? { totalTokens: usage.total_tokens, promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : undefined
}

/** Folds one event of the stream into the answer so far. */
function apply(answer: DifyAnswer, event: DifyEvent): DifyAnswer {
  const conversationId = event.conversation_id || answer.conversationId
  switch (event.event) {
    // Chat apps say `message`, agent apps `agent_message`: both carry a piece of the answer.
    case 'message':
    case 'agent_message':
      return { ...answer, conversationId, answer: answer.answer + (event.answer ?? '') }
    // Content moderation replaced what was said so far.
    case 'message_replace':
      return { ...answer, conversationId, answer: event.answer ?? '' }
    case 'message_end':
      return { ...answer, conversationId, usage: usageOf(event) ?? answer.usage }
    case 'error':
      return { ...answer, error: [event.code, event.message].filter(Boolean).join(': ') || 'Dify reported an error' }
    default:
      return { ...answer, conversationId }
  }
}

/**
 * Reads Dify's answer to `/chat-messages`: the server-sent events of the streaming mode (`data: {…}`
 * lines), or the one JSON object of the blocking mode, which a proxy may answer instead.
 */
export function parseDifyAnswer(body: string): DifyAnswer {
  const trimmed = body.trim()
  if (trimmed.startsWith('{')) {
    const blocking = JSON.parse(trimmed) as DifyEvent
    return { answer: blocking.answer ?? '', conversationId: blocking.conversation_id, usage: usageOf(blocking) }
  }
  let answer: DifyAnswer = { answer: '' }
  for (const line of body.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue
    const data = line.slice('data:'.length).trim()
    if (!data) continue
    try {
      answer = apply(answer, JSON.parse(data) as DifyEvent)
    } catch {
      // A line cut or garbled in transit: the rest of the stream still counts.
    }
  }
  return answer
}
