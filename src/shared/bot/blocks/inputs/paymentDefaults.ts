// Zod-free, so the visitor's chat can read them without pulling the schemas into its bundle.

export const defaultPaymentInputOptions = {
  provider: 'Stripe',
  currency: 'USD',
  labels: { button: 'Pay', success: 'Success' },
  retryMessageContent: 'Payment failed. Please, try again.',
} as const

/** What the visitor reads when the payment cannot start: the paywall holds, nothing after it runs. */
export const paymentUnavailableMessage = 'Payment is not available right now. Please try again later.'

/** What the visitor reads while Stripe still processes a payment (some bank methods take a while). */
export const paymentProcessingMessage = 'Your payment is still being processed. Check again in a moment.'

/** A PaymentIntent's id is the part of its client secret before `_secret_` (`pi_123_secret_abc`). */
export const paymentIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]
