import { paymentProcessingMessage } from '../../../../../shared/bot/blocks'
import type { ChatInput } from '../../../../../shared/chat/response'
import type { Cursor } from '../../../sessionState'
import type { WalkEnd } from '../../../walk/outcome'
import type { Turn } from '../../../walk/turnContext'
import { walk } from '../../../walk/walk'
import { plainTextMessage } from '../../bubbles/textBubble'
import { askAgain } from '../retry'
import type { PaymentVerdict } from './confirmPayment'

type PaymentInput = Extract<ChatInput, { type: 'payment input' }>

/**
 * A payment Stripe does not call `succeeded`, the paywall holding in each case:
 * - `processing` (some bank methods settle later): the visitor is told and can only check again;
 * - `canceled`: that intent can never be paid, so the block is reached anew for a fresh one;
 * - otherwise (a bank page refused, a declined card, a claim without paying): Stripe's own message
 *   when it has one, else the retry text, and the same card form again.
 */
export async function askPaymentAgain(turn: Turn, input: PaymentInput, cursor: Required<Cursor>, verdict: PaymentVerdict): Promise<WalkEnd> {
  const runtimeOptions = input.runtimeOptions && { ...input.runtimeOptions, isProcessing: undefined }
  if (verdict.status === 'processing') {
    turn.messages.push(plainTextMessage(turn, input.id, paymentProcessingMessage))
    turn.state.pending = { type: 'input', cursor, input: { ...input, runtimeOptions: runtimeOptions && { ...runtimeOptions, isProcessing: true } } }
    return 'stopped'
  }
  if (verdict.status === 'canceled') {
    await askAgain(turn, input, cursor, verdict.lastPaymentError)
    delete turn.state.pending
    return walk(turn, cursor)
  }
  await askAgain(turn, { ...input, runtimeOptions }, cursor, verdict.lastPaymentError)
  return 'stopped'
}
