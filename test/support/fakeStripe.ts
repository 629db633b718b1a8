import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fakeStripeJs } from './fakeStripeJs'

export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  client_secret: string
  amount: number
  currency: string
  status: string
  description: string | null
  receipt_email: string | null
  /** The secret key that made it: another account's key does not find it, as on Stripe. */
  secretKey: string
  /** The publishable key of the same account, the one Stripe.js confirms with. */
  publicKey: string
  billingDetails?: Record<string, string>
  /** Stripe's word on the last failed attempt, as its API shows it. */
  last_payment_error?: { message: string } | null
  /** Where the bank's page sends the visitor back (the `return_url` Stripe.js confirmed with). */
  returnUrl?: string
}

/** A card number Stripe's test mode declines (https://docs.stripe.com/testing). */
export const declinedCard = '4000000000000002'
/** A test card whose bank asks for 3-D Secure: the visitor leaves for the bank's page and comes back to `return_url`. */
export const redirectingCard = '4000002500003155'
/** Stripe's message when the visitor fails the bank's authentication. */
export const failedAuthenticationMessage = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.'

const stripeError = (res: ServerResponse, status: number, error: Record<string, string>) =>
  send(res, status, { error: { type: 'invalid_request_error', ...error } })

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
  res.end(JSON.stringify(body))
}

const publicView = ({ secretKey: _secret, publicKey: _public, billingDetails: _billing, returnUrl: _return, ...intent }: FakePaymentIntent) => intent

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The bank's page, as Stripe's test mode shows it: complete or fail the authentication, or leave the
 * payment processing (as a bank transfer method does until the bank settles it).
 */
const bankPage = (intent: FakePaymentIntent) => `<!doctype html><html lang="en"><head><title>Bank authentication</title></head><body>
<main><h1>Authenticate the payment of ${intent.amount} ${escapeHtml(intent.currency)}</h1>
<form method="post" action="/bank/${intent.id}/complete"><button>Complete authentication</button></form>
<form method="post" action="/bank/${intent.id}/fail"><button>Fail authentication</button></form>
<form method="post" action="/bank/${intent.id}/process"><button>Leave it processing</button></form></main></body></html>`

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let raw = ''
  for await (const chunk of req) raw += chunk
  return new URLSearchParams(raw)
}

/**
 * A local stand-in for Stripe on loopback: the payment intents of its HTTP API (create and retrieve
 * with a secret key, form-encoded, Stripe's error answers), the confirmation Stripe.js sends with a
 * publishable key, and a small Stripe.js at `/v3/` for browser tests. `accounts` maps each secret key
 * to its publishable key; any other key is refused as Stripe refuses it.
 */
export async function startFakeStripe(options: { accounts?: Record<string, string>; port?: number } = {}) {
  const accounts = options.accounts ?? { sk_test_123: 'pk_test_123' }
  const intents = new Map<string, FakePaymentIntent>()
  const requests: { method?: string; url?: string; authorization?: string; contentType?: string; form: Record<string, string> }[] = []
  let counter = 0

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type, Authorization', 'Access-Control-Allow-Methods': 'GET, POST' })
      return void res.end()
    }
    if (req.method === 'GET' && url.pathname === '/v3/') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' })
      return void res.end(fakeStripeJs(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
    }
    const bank = url.pathname.match(/^\/bank\/([^/]+)(?:\/(complete|fail|process))?$/)
    const bankIntent = bank && intents.get(bank[1])
    if (bank && bankIntent?.returnUrl && req.method === 'GET' && !bank[2]) {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return void res.end(bankPage(bankIntent))
    }
    if (bank && bankIntent?.returnUrl && req.method === 'POST' && bank[2]) {
      // Back to the shop with the parameters Stripe adds to every return_url.
      const outcome = { complete: 'succeeded', process: 'processing', fail: 'failed' }[bank[2]]!
      bankIntent.status = outcome === 'failed' ? 'requires_payment_method' : outcome
      bankIntent.last_payment_error = outcome === 'failed' ? { message: failedAuthenticationMessage } : null
      const back = new URL(bankIntent.returnUrl)
      back.searchParams.set('payment_intent', bankIntent.id)
      back.searchParams.set('payment_intent_client_secret', bankIntent.client_secret)
      back.searchParams.set('redirect_status', outcome)
      res.writeHead(303, { Location: back.href })
      return void res.end()
    }

    const form = await formOf(req)
    requests.push({ method: req.method, url: req.url, authorization: req.headers.authorization, contentType: req.headers['content-type'], form: Object.fromEntries(form) })

    const confirm = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/)
    if (req.method === 'POST' && confirm) {
      // Stripe.js's call: the publishable key and the client secret prove the visitor may pay this intent.
      const intent = intents.get(confirm[1])
      if (!intent || form.get('client_secret') !== intent.client_secret || form.get('key') !== intent.publicKey)
        return stripeError(res, 404, { code: 'resource_missing', message: `No such payment_intent: '${confirm[1]}'` })
      const card = form.get('payment_method_data[card][number]') ?? ''
      if (card === declinedCard) return send(res, 402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })
      if (card === redirectingCard) {
        const returnUrl = form.get('return_url')
        if (!returnUrl) return stripeError(res, 400, { code: 'parameter_missing', param: 'return_url', message: 'A return_url is needed to confirm this payment.' })
        intent.returnUrl = returnUrl
        intent.status = 'requires_action'
        const bankUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bank/${intent.id}`
        return send(res, 200, { ...publicView(intent), next_action: { type: 'redirect_to_url', redirect_to_url: { url: bankUrl, return_url: returnUrl } } })
      }
      intent.billingDetails = Object.fromEntries([...form].filter(([key]) => key.startsWith('payment_method_data[billing_details]')))
      intent.status = 'succeeded'
      return send(res, 200, publicView(intent))
    }

    const secretKey = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (!(secretKey in accounts)) return send(res, 401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${secretKey.slice(0, 8)}***` } })

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(form.get('amount'))
      if (!Number.isInteger(amount)) return stripeError(res, 400, { code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer: ' + form.get('amount') })
      if (amount < 1) return stripeError(res, 400, { code: 'parameter_invalid_integer', param: 'amount', message: 'This value must be greater than or equal to 1.' })
      const currency = form.get('currency') ?? ''
      if (!/^[a-z]{3}$/.test(currency)) return stripeError(res, 400, { code: 'parameter_invalid_string', param: 'currency', message: `Invalid currency: ${currency}` })
      const id = `pi_fake${++counter}`
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_${Math.random().toString(36).slice(2)}`,
        amount,
        currency,
        status: 'requires_payment_method',
        description: form.get('description'),
        receipt_email: form.get('receipt_email'),
        secretKey,
        publicKey: accounts[secretKey],
      }
      intents.set(id, intent)
      return send(res, 200, publicView(intent))
    }

    const retrieve = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/)
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1])
      if (!intent || intent.secretKey !== secretKey) return stripeError(res, 404, { code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${retrieve[1]}'` })
      return send(res, 200, publicView(intent))
    }
    stripeError(res, 404, { message: `Unrecognized request URL (${req.method}: ${url.pathname}).` })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    apiUrl: origin,
    jsUrl: `${origin}/v3/`,
    intents,
    requests,
    /** What Stripe.js does when the visitor pays: confirms the intent with the publishable key. */
    confirm: async (clientSecret: string, publicKey: string, card = '4242424242424242', returnUrl?: string) => {
      const id = clientSecret.split('_secret_')[0]
      const body = new URLSearchParams({ client_secret: clientSecret, key: publicKey, 'payment_method_data[card][number]': card, ...(returnUrl && { return_url: returnUrl }) })
      return fetch(`${origin}/v1/payment_intents/${id}/confirm`, { method: 'POST', body })
    },
    /** What the visitor does on the bank's page after confirming with `redirectingCard`: the address it sends them back to. */
    authenticate: async (paymentIntentId: string, outcome: 'complete' | 'fail' | 'process') => {
      const response = await fetch(`${origin}/bank/${paymentIntentId}/${outcome}`, { method: 'POST', redirect: 'manual' })
      return new URL(response.headers.get('location') ?? '')
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
