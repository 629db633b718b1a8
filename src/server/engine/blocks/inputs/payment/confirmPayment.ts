import { paymentIntentIdOf } from '../../../../../shared/bot/blocks'
import type { IncomingMessage } from '../../../../../shared/chat/message'
import type { ChatInput } from '../../../../../shared/chat/response'
import { addLog, errorText } from '../../../walk/logs'
import type { Turn } from '../../../walk/turnContext'
import { stripeKeysFor } from './stripeKeys'

/** What Stripe says of the intent the input showed; no status when it could not be asked or the answer named another intent. */
export type PaymentVerdict = { status?: string; lastPaymentError?: string }

/**
 * Stripe's word on the PaymentIntent this input showed, read when the visitor says the card form is
 * done (or comes back from a bank's page): the answer only counts once Stripe says `succeeded`. An
 * answer naming another intent (`metadata.paymentIntentId`, sent after a redirect) is refused: only
 * the session's own intent can pay for it. A failed read is logged and counts as not paid.
 */
export async function paymentVerdictOf(
  turn: Turn,
  input: Extract<ChatInput, { type: 'payment input' }>,
  message: IncomingMessage | undefined,
): Promise<PaymentVerdict> {
  const secret = input.runtimeOptions?.paymentIntentSecret
  if (message?.type !== 'text' || !secret) return {}
  const ownId = paymentIntentIdOf(secret)
  const claimedId = message.metadata?.paymentIntentId
  if (claimedId !== undefined && claimedId !== ownId) {
    addLog(turn, { status: 'error', description: 'Payment refused', details: `The payment intent ${claimedId} is not the one this chat showed` })
    return {}
  }
  try {
    const keys = await stripeKeysFor(turn, input.options)
    if (!keys) throw new Error('Stripe credentials not found')
    const intent = await turn.ports.payments.retrievePaymentIntent(keys.secretKey, ownId)
    return { status: intent.status, lastPaymentError: intent.lastPaymentError }
  } catch (error) {
    addLog(turn, { status: 'error', description: 'Payment could not be confirmed', details: errorText(error) })
    return {}
  }
}
