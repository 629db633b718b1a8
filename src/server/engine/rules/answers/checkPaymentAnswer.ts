import { defaultPaymentInputOptions, type PaymentInputBlock } from '../../../../shared/bot/blocks/inputs/payment'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'

/**
 * Payment input: the visitor's message only says the card form finished; what counts is Stripe's
 * word, fetched by the engine. Paid → the success label is the answer, whatever text was sent.
 */
export function checkPaymentAnswer(input: PaymentInputBlock, message: IncomingMessage | undefined, paymentStatus: string | undefined): AnswerCheck {
  const sent = textOf(message)
  if (sent === undefined || paymentStatus !== 'succeeded') return invalidAnswer
  return validAnswer(input.options?.labels?.success || defaultPaymentInputOptions.labels.success, sent)
}
