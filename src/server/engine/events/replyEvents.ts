import type { BotEvent } from '../../../shared/bot/event'
import type { InputBlock } from '../../../shared/bot/blocks'
import type { IncomingMessage } from '../../../shared/chat/message'
import type { BotSnapshot } from '../ports'
import { writeVariable } from '../session/variables'
import type { Cursor } from '../sessionState'
import { edgeTarget, findGroup } from '../walk/graph'
import { currentBot, type Turn } from '../walk/turnContext'

type ReplyEvent = Extract<BotEvent, { type: 'reply' | 'invalidReply' }>

/** Input-type values a reply event writes (§1.5). */
const inputTypeNames: Record<InputBlock['type'], string> = {
  'text input': 'text',
  'number input': 'number',
  'email input': 'email',
  'url input': 'url',
  'date input': 'date',
  'time input': 'time',
  'phone number input': 'phone',
  'choice input': 'buttons',
  'picture choice input': 'picture choice',
  'rating input': 'rating',
  'file input': 'file',
  cards: 'cards',
  'payment input': 'payment',
}

/** The first event of this type whose edge leads somewhere; only that one is used (§1.5). */
export function findReplyEvent(bot: BotSnapshot, type: ReplyEvent['type']): ReplyEvent | undefined {
  return bot.events.find(
    (event): event is ReplyEvent => event.type === type && edgeTarget(bot, event.outgoingEdgeId) !== undefined,
  )
}

/** Raw content of an answer: its text, or the audio URL. */
const rawContent = (message: IncomingMessage | undefined): string | null =>
  message?.type === 'text' ? message.text : message?.type === 'audio' ? message.url : null

/** Sets the content, input-type and input-name variables of a reply or invalidReply event (§1.5). */
export function setReplyVariables(
  turn: Turn,
  event: ReplyEvent,
  input: InputBlock,
  cursor: Cursor,
  message: IncomingMessage | undefined,
): void {
  const { bot, variables } = currentBot(turn)
  writeVariable(variables, event.options?.contentVariableId, rawContent(message))
  writeVariable(variables, event.options?.inputTypeVariableId, inputTypeNames[input.type])
  writeVariable(variables, event.options?.inputNameVariableId, findGroup(bot, cursor.groupId)?.title ?? null)
}
