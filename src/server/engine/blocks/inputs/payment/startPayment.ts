import { defaultPaymentInputOptions, paymentUnavailableMessage, type PaymentInputBlock } from '../../../../../shared/bot/blocks'
import type { ChatInput } from '../../../../../shared/chat/response'
import { addLog, errorText } from '../../../walk/logs'
import { templateOptional, templateStrings, templateText } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'
import { plainTextMessage } from '../../bubbles/textBubble'
import { amountLabel, toSmallestUnit } from './paymentAmount'
import { stripeKeysFor } from './stripeKeys'

type PaymentInput = Extract<ChatInput, { type: 'payment input' }>

/** Why the card form cannot be shown, for the result's log; thrown and caught below. */
class PaymentSetupError extends Error {}

async function createIntent(turn: Turn, input: PaymentInput) {
  const options: NonNullable<PaymentInputBlock['options']> = input.options ?? {}
  const keys = await stripeKeysFor(turn, options)
  if (!keys) throw new PaymentSetupError(options.credentialsId ? 'Stripe credentials not found' : 'No Stripe account is chosen')
  const currency = options.currency || defaultPaymentInputOptions.currency
  const amount = toSmallestUnit(await templateText(turn, options.amount ?? ''), currency)
  if (amount === undefined) throw new PaymentSetupError(`Could not read the amount "${options.amount ?? ''}" as a number`)
  const label = amountLabel(amount, currency)
  const additional = options.additionalInformation
  const intent = await turn.ports.payments.createPaymentIntent(keys.secretKey, {
    amount,
    currency,
    description: await templateOptional(turn, additional?.description),
    receiptEmail: await templateOptional(turn, additional?.email),
  })
  return { paymentIntentSecret: intent.clientSecret, publicKey: keys.publicKey, amountLabel: label, stripeJsUrl: turn.ports.payments.stripeJsUrl }
}

/**
 * Reaching a Payment input: a PaymentIntent is created with the workspace's Stripe account and the
 * input carries what the card form needs (its billing details templated). Without credentials, with
 * an amount that is no number, or when Stripe refuses: an error log, a message to the visitor, and
 * the input without a card form. The session stays on the block (the paywall is never skipped);
 * the visitor's next message tries again.
 */
export async function startPayment(turn: Turn, input: PaymentInput): Promise<PaymentInput> {
  const options = input.options && {
    ...input.options,
    additionalInformation: await templateStrings(turn, input.options.additionalInformation),
  }
  try {
    return { ...input, options, runtimeOptions: await createIntent(turn, input) }
  } catch (error) {
    addLog(turn, { status: 'error', description: 'Payment could not start', details: errorText(error) })
    turn.messages.push(plainTextMessage(turn, input.id, paymentUnavailableMessage))
    return { ...input, options }
  }
}
