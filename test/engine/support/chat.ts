import { expect } from 'vitest'
import { continueChat, startChat, type SessionState, type StartOptions, type TurnResult } from '../../../src/server/engine'
import type { BotSnapshot } from '../../../src/server/engine/ports'
import type { IncomingMessage, TextBubbleContentFormat } from '../../../src/shared/chat/message'
import { chatResponseSchema, type ChatMessage } from '../../../src/shared/chat/response'
import type { RichTextNode } from '../../../src/shared/bot/blocks'
import { fakePorts, type FakePorts } from './fakePorts'

/** Every response must pass the schema the HTTP layer validates against. */
function checked(result: TurnResult): TurnResult {
  expect(() => chatResponseSchema.parse(result.response)).not.toThrow()
  expect(JSON.parse(JSON.stringify(result.state))).toStrictEqual(result.state)
  return result
}

/** Starts a live chat (or preview) on `bot` with fake ports. */
export async function start(
  bot: BotSnapshot,
  options: Partial<StartOptions> = {},
  ports: FakePorts = fakePorts(),
): Promise<TurnResult> {
  return checked(await startChat({ bot, isPreview: false, resultId: 'result1', ...options }, ports))
}

/** Sends the next message (a bare string is a text message). */
export async function reply(
  previous: TurnResult | SessionState,
  message: string | IncomingMessage | undefined,
  ports: FakePorts = fakePorts(),
  textBubbleContentFormat?: TextBubbleContentFormat,
): Promise<TurnResult> {
  const state = 'state' in previous ? previous.state : previous
  const incoming = typeof message === 'string' ? { type: 'text' as const, text: message } : message
  return checked(
    await continueChat({ state, ...(incoming ? { message: incoming } : {}), ...(textBubbleContentFormat ? { textBubbleContentFormat } : {}) }, ports),
  )
}

const leafText = (nodes: RichTextNode[]): string =>
  nodes.map((node) => (node.text ?? '') + leafText(node.children ?? [])).join('')

/** A bubble as a line of text: text bubbles by their words, media by their URL. */
export function bubbleText(message: ChatMessage): string {
  if (message.type !== 'text') return `[${message.type}] ${message.content.url ?? ''}`
  return message.content.type === 'markdown' ? message.content.markdown : leafText(message.content.richText)
}

/** The bubbles of a turn as lines of text. */
export const texts = (result: TurnResult): string[] => result.response.messages.map(bubbleText)

/** Current value of a variable of the executing bot, by name. */
export const valueOf = (result: TurnResult | SessionState, name: string) => {
  const state = 'state' in result ? result.state : result
  return state.botsQueue[0].variables.find((variable) => variable.name === name)?.value
}
