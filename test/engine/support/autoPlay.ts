import type { TurnResult } from '../../../src/server/engine'
import type { IncomingMessage } from '../../../src/shared/chat/message'
import type { ChatInput } from '../../../src/shared/chat/response'
import { bubbleText, reply } from './chat'
import type { FakePorts } from './fakePorts'

/**
 * Answers a visitor would plausibly give, tried in order until one is accepted. `visit` counts how
 * often this input was asked: buttons and numbers rotate with it, so a bot that loops back is eventually left.
 */
export function plausibleAnswers(input: ChatInput, visit = 0): IncomingMessage[] {
  const textMessages = (...texts: string[]) => texts.map((text): IncomingMessage => ({ type: 'text', text }))
  switch (input.type) {
    case 'text input':
      return textMessages('Hello there')
    case 'email input':
      return textMessages('ada@example.com')
    case 'url input':
      return textMessages('https://example.com')
    case 'phone number input':
      return textMessages('+14155552671')
    case 'number input': {
      // Rotated like buttons: a numbered menu that asks again ("answer 1 or 2") gets another number.
      const numbers = [...new Set([String(input.options?.min ?? 42), '42', '1', '0'])]
      const shift = visit % numbers.length
      return textMessages(...numbers.slice(shift), ...numbers.slice(0, shift))
    }
    case 'date input':
      return textMessages(String(input.options?.min ?? '2024-01-02'), '2024-01-02')
    case 'time input':
      return textMessages('10:30')
    case 'rating input':
      return textMessages('8', '5', '1', '0')
    case 'file input':
      return textMessages('https://files.example.com/a.pdf')
    case 'choice input': {
      const item = input.items[visit % Math.max(1, input.items.length)]
      return item ? [{ type: 'text', text: item.content ?? item.id, metadata: { replyId: item.id } }] : []
    }
    case 'picture choice input': {
      const item = input.items[visit % Math.max(1, input.items.length)]
      return item ? [{ type: 'text', text: item.title || item.pictureSrc || item.id, metadata: { replyId: item.id } }] : []
    }
    case 'cards': {
      const path = input.items[visit % Math.max(1, input.items.length)]?.paths?.[0]
      return path ? [{ type: 'text', text: path.text ?? path.id, metadata: { replyId: path.id } }] : []
    }
    case 'payment input':
      return textMessages('Success')
  }
}

/** A plausible reply to an action that expects one. */
function actionReply(result: TurnResult): IncomingMessage | undefined {
  const action = result.response.clientSideActions?.find((candidate) => candidate.expectsDedicatedReply)
  switch (action?.type) {
    case 'setVariable':
      return { type: 'text', text: '"client value"' }
    case 'httpRequestToExecute':
      return { type: 'text', text: '{"statusCode":200,"data":{}}' }
    case 'streamOpenAiChatCompletion':
      return { type: 'text', text: 'A streamed answer' }
    default:
      return undefined
  }
}

/**
 * Plays a chat to its end: each input gets the first plausible answer it accepts, each action its
 * reply. Returns the transcript (host bubbles, "> " answers) and every turn.
 */
export async function playChat(first: TurnResult, ports: FakePorts, maxTurns = 60) {
  const transcript: string[] = []
  const turns = [first]
  let current = first
  const visits = new Map<string, number>()
  const record = (result: TurnResult) => transcript.push(...result.response.messages.map(bubbleText))
  record(first)
  for (let turn = 0; turn < maxTurns && !current.isSessionEnded && current.state.pending; turn++) {
    const input = current.response.input
    const visit = input ? (visits.get(input.id) ?? 0) : 0
    if (input) visits.set(input.id, visit + 1)
    const candidates = input ? plausibleAnswers(input, visit) : [actionReply(current)]
    let next: TurnResult | undefined
    for (const candidate of candidates) {
      next = await reply(current, candidate, ports)
      const retried = input && next.response.input?.id === input.id && next.response.messages[0]?.id === input.id
      if (!retried) {
        if (candidate?.type === 'text') transcript.push(`> ${candidate.text}`)
        break
      }
    }
    if (!next) break
    turns.push(next)
    record(next)
    current = next
  }
  return { transcript, turns, last: current }
}
