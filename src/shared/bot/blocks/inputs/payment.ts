import { z } from 'zod'
import { blockBaseShape, inputBaseOptionsShape } from '../base'

export * from './paymentDefaults'

/** Where the card is paid; Typebot offers only Stripe. */
export const paymentProviders = ['Stripe'] as const

const paymentAddressSchema = z.looseObject({
  country: z.string().optional(),
  line1: z.string().optional(),
  line2: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
})

/**
 * `payment input` (Typebot's Payment block): a card form for `amount` (templated, in the currency's
 * main unit) paid through the workspace's Stripe account. The answer, once Stripe says the payment
 * succeeded, is `labels.success`. Loose like Typebot's other imported options: newer keys are kept.
 */
export const paymentInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('payment input'),
  options: z
    .looseObject({
      ...inputBaseOptionsShape,
      provider: z.enum(paymentProviders).optional(),
      credentialsId: z.string().optional(),
      /** A number or a `{{Variable}}`, e.g. `19.99`. */
      amount: z.string().optional(),
      /** ISO 4217 code, e.g. `USD`. */
      currency: z.string().optional(),
      labels: z.looseObject({ button: z.string().optional(), success: z.string().optional() }).optional(),
      /** Billing details the card form sends with the payment; `email` also gets Stripe's receipt. */
      additionalInformation: z
        .looseObject({
          description: z.string().optional(),
          name: z.string().optional(),
          email: z.string().optional(),
          phoneNumber: z.string().optional(),
          address: paymentAddressSchema.optional(),
        })
        .optional(),
      retryMessageContent: z.string().optional(),
    })
    .optional(),
})
export type PaymentInputBlock = z.infer<typeof paymentInputBlockSchema>

/**
 * What the chat page needs to show the card form, made when the block is reached (Typebot's
 * `runtimeOptions`): the PaymentIntent's client secret, the account's publishable key, the amount as
 * the visitor reads it, and where Stripe.js is loaded from.
 */
export const paymentRuntimeOptionsSchema = z.object({
  paymentIntentSecret: z.string(),
  publicKey: z.string(),
  amountLabel: z.string(),
  stripeJsUrl: z.string().optional(),
  /** Stripe is still processing the payment (some bank methods take a while): the visitor can only check again. */
  isProcessing: z.boolean().optional(),
})
export type PaymentRuntimeOptions = z.infer<typeof paymentRuntimeOptionsSchema>
