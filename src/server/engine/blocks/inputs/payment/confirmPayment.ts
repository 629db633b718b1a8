import type { IncomingMessage } from '../../../../../shared/chat/message'
import type { ChatInput } from '../../../../../shared/chat/response'
import { addLog, errorText } from '../../../walk/logs'
import type { Turn } from '../../../walk/turnContext'
import { paymentIntentIdOf, stripeKeysFor } from './stripeKeys'

/**
 * The status Stripe gives the PaymentIntent this input showed, read when the visitor says the card
 * form is done: the answer only counts once Stripe says `succeeded`. A failed read is logged and
 * counts as not paid, so the visitor is asked again.
 */
export async function paymentStatusOf(
  turn: Turn,
  input: Extract<ChatInput, { type: 'payment input' }>,
  message: IncomingMessage | undefined,
): Promise<string | undefined> {
  const secret = input.runtimeOptions?.paymentIntentSecret
  if (message?.type !== 'text' || !secret) return undefined
  try {
    const keys = await stripeKeysFor(turn, input.options)
    if (!keys) throw new Error('Stripe credentials not found')
    return (await turn.ports.payments.retrievePaymentIntent(keys.secretKey, paymentIntentIdOf(secret))).status
  } catch (error) {
    addLog(turn, { status: 'error', description: 'Payment could not be confirmed', details: errorText(error) })
    return undefined
  }
}
