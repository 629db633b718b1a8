import type { HttpPort, HttpResponse, PaymentIntent, PaymentsPort } from '../engine/ports'

export type StripeSettings = {
  /** Stripe's API (STRIPE_API_URL): `https://api.stripe.com`, or a local stand-in such as stripe-mock. */
  apiUrl: string
  /** Stripe.js for the chat page's card form (STRIPE_JS_URL). */
  jsUrl: string
}

export const defaultStripeSettings: StripeSettings = { apiUrl: 'https://api.stripe.com', jsUrl: 'https://js.stripe.com/v3/' }

export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv): StripeSettings {
  return {
    apiUrl: (env.STRIPE_API_URL || defaultStripeSettings.apiUrl).replace(/\/+$/, ''),
    jsUrl: env.STRIPE_JS_URL || defaultStripeSettings.jsUrl,
  }
}

/** Stripe answers within seconds; its own SDK waits longer, but a visitor is waiting here. */
const stripeTimeoutMs = 30_000

/** Stripe's error answer, with its own message (an invalid key, a bad amount…). */
export class StripeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'StripeError'
  }
}

/** Stripe's parameters are form-encoded, nested keys in brackets. */
const formBody = (fields: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString()

function paymentIntentOf(response: HttpResponse): PaymentIntent {
  let body:
    | { id?: unknown; client_secret?: unknown; status?: unknown; last_payment_error?: { message?: unknown } | null; error?: { message?: unknown } }
    | undefined
  try {
    body = JSON.parse(response.body)
  } catch {
    body = undefined
  }
  if (response.status >= 400 || !body) {
    const message = typeof body?.error?.message === 'string' ? body.error.message : `Stripe answered with status ${response.status}`
    throw new StripeError(message, response.status)
  }
  if (typeof body.id !== 'string' || typeof body.client_secret !== 'string' || typeof body.status !== 'string')
    throw new StripeError('Stripe answered without a payment intent', response.status)
  const lastPaymentError = body.last_payment_error?.message
  return {
    id: body.id,
    clientSecret: body.client_secret,
    status: body.status,
    ...(typeof lastPaymentError === 'string' && lastPaymentError && { lastPaymentError }),
  }
}

/**
 * The payment intents of Stripe's HTTP API over `http` (the SSRF-safe client): created with the
 * account's secret key as a bearer token, form-encoded like every Stripe request, and read back.
 */
export function createStripePayments(http: HttpPort, settings: StripeSettings): PaymentsPort {
  const call = async (secretKey: string, method: string, path: string, body?: string) =>
    paymentIntentOf(
      await http.request({
        url: `${settings.apiUrl}${path}`,
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          ...(body !== undefined && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        },
        body,
        timeoutMs: stripeTimeoutMs,
      }),
    )
  return {
    stripeJsUrl: settings.jsUrl,
    createPaymentIntent: (secretKey, intent) =>
      call(
        secretKey,
        'POST',
        '/v1/payment_intents',
        formBody({
          amount: intent.amount,
          currency: intent.currency.toLowerCase(),
          description: intent.description || undefined,
          receipt_email: intent.receiptEmail || undefined,
          // The card form offers whatever methods the account has turned on, as Typebot asks.
          'automatic_payment_methods[enabled]': 'true',
        }),
      ),
    retrievePaymentIntent: (secretKey, paymentIntentId) => call(secretKey, 'GET', `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}`),
  }
}
