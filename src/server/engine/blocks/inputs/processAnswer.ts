import type { IncomingMessage } from '../../../../shared/chat/message'
import type { ChatInput } from '../../../../shared/chat/response'
import { findReplyEvent, setReplyVariables } from '../../events/replyEvents'
import { checkAnswer } from '../../rules'
import type { AnswerCheck } from '../../rules/contracts'
import type { Cursor } from '../../sessionState'
import type { WalkEnd } from '../../walk/outcome'
import { currentBot, type Turn } from '../../walk/turnContext'
import { continueAfter, followEdge, walk } from '../../walk/walk'
import { askPaymentAgain } from './payment/askPaymentAgain'
import { paymentVerdictOf } from './payment/confirmPayment'
import { askAgain } from './retry'
import { saveAnswer } from './saveAnswer'

type PendingAnswer = { cursor: Cursor; input: ChatInput; message?: IncomingMessage }

/** The edge a valid answer leaves by: the matched item's (single choice) or path's (cards). */
function answerEdgeId(input: ChatInput, check: Extract<AnswerCheck, { status: 'valid' }>): string | undefined {
  if (input.type === 'choice input' || input.type === 'picture choice input') {
    if (input.options?.isMultipleChoice) return undefined
    return input.items.find((item) => item.id === check.matchedItemId)?.outgoingEdgeId
  }
  if (input.type === 'cards') {
    const card = input.items.find((item) => item.id === check.matchedItemId)
    return card?.paths?.find((path) => path.id === check.matchedPathId)?.outgoingEdgeId
  }
  return undefined
}

/** After an answer: item/path edge, else the block edge, else the next block (§2.2 step 3). */
function continueAfterAnswer(turn: Turn, cursor: Cursor, itemEdgeId: string | undefined): Promise<WalkEnd> {
  const target = followEdge(turn, itemEdgeId)
  return target ? walk(turn, target) : continueAfter(turn, cursor)
}

/**
 * Handles the message that answers a pending input (§1.5, §2.2, §4.7): `invalidReply` or `reply`
 * events first, then validation, storage and the walk onwards. `isReplyEventDone` is set when a
 * `reply` branch came back through Return: the message is then processed without firing it again.
 */
export async function processAnswer(
  turn: Turn,
  { cursor, input, message }: PendingAnswer,
  options: { isReplyEventDone?: boolean } = {},
): Promise<WalkEnd> {
  const inputCursor = { groupId: cursor.groupId, blockId: cursor.blockId ?? input.id }
  const queued = currentBot(turn)
  // A payment that could not start is started again by whatever the visitor sends next.
  if (input.type === 'payment input' && !input.runtimeOptions) {
    delete turn.state.pending
    return walk(turn, inputCursor)
  }
  const payment = input.type === 'payment input' ? await paymentVerdictOf(turn, input, message) : undefined
  const check = checkAnswer(input, message, {
    variables: queued.variables,
    now: turn.ports.now(),
    trustedFileHosts: turn.trustedFileHosts,
    paymentStatus: payment?.status,
  })
  delete turn.state.pending

  const invalidReply = check.status === 'invalid' ? findReplyEvent(queued.bot, 'invalidReply') : undefined
  if (invalidReply) {
    setReplyVariables(turn, invalidReply, input, inputCursor, message)
    queued.returnMark = { kind: 'invalidReply', cursor: inputCursor }
    return walk(turn, followEdge(turn, invalidReply.outgoingEdgeId))
  }
  // A skipped file input sends no message: there is nothing for a reply branch to read.
  const reply = options.isReplyEventDone || !message ? undefined : findReplyEvent(queued.bot, 'reply')
  if (reply) {
    setReplyVariables(turn, reply, input, inputCursor, message)
    queued.returnMark = { kind: 'reply', cursor: inputCursor, input, ...(message ? { message } : {}) }
    return walk(turn, followEdge(turn, reply.outgoingEdgeId))
  }

  if (check.status === 'invalid') {
    if (input.type === 'payment input') return askPaymentAgain(turn, input, inputCursor, payment ?? {})
    await askAgain(turn, input, inputCursor)
    return 'stopped'
  }
  if (check.status === 'skipped') return continueAfterAnswer(turn, inputCursor, undefined)
  saveAnswer(turn, input, inputCursor, check)
  return continueAfterAnswer(turn, inputCursor, answerEdgeId(input, check))
}
