import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bubbleText, continueChat, createAndPublish, importAndPublish, startChat } from '../support/chatHelpers'
import { declinedCard, failedAuthenticationMessage, redirectingCard, startFakeStripe, type FakeStripe } from '../support/fakeStripe'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let stripe: FakeStripe
beforeAll(async () => {
  stripe = await startFakeStripe({ accounts: { sk_live_1: 'pk_live_1', sk_test_1: 'pk_test_1' } })
  // No HTTP_ALLOWLIST: the operator's own STRIPE_API_URL is reachable although it is on loopback.
  server = await startTestServer({ env: { STRIPE_API_URL: stripe.apiUrl, STRIPE_JS_URL: stripe.jsUrl } })
})
afterAll(async () => {
  await server.close()
  await stripe.close()
})

async function stripeAccount(keys: Record<string, string> = { livePublicKey: 'pk_live_1', liveSecretKey: 'sk_live_1', testPublicKey: 'pk_test_1', testSecretKey: 'sk_test_1' }) {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type: 'stripe', name: 'Shop', data: keys } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

const variables = [
  { id: 'vp', name: 'Price' },
  { id: 've', name: 'Email' },
  { id: 'vs', name: 'Payment' },
]

/** A paywall as Typebot exports it: the price from a variable, a receipt to the visitor's email. */
const paywall = (options: Record<string, unknown>) =>
  linearBot(
    [
      textBlock('hello', 'The guide costs {{Price}}.'),
      {
        id: 'pay',
        type: 'payment input',
        options: {
          provider: 'Stripe',
          amount: '{{Price}}',
          currency: 'EUR',
          variableId: 'vs',
          labels: { button: 'Pay', success: 'Paid' },
          additionalInformation: { description: 'Guide for {{Email}}', email: '{{Email}}', name: 'Ada', address: { country: 'FR', postalCode: '75001' } },
          ...options,
        },
      },
      textBlock('thanks', 'Thank you! Payment: {{Payment}}'),
    ],
    variables,
  )

const said = (reply: { body: { messages: Parameters<typeof bubbleText>[0][] } }) => reply.body.messages.map(bubbleText).join(' | ')

async function logsOf(botId: string, resultId: string) {
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${resultId}/logs`)
  return JSON.stringify(logs.body.logs)
}

describe('the Payment input', () => {
  it('creates a PaymentIntent with the live key and hands the card form its secret, key and amount', async () => {
    const credentialsId = await stripeAccount()
    const { publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const chat = await startChat(server, publicId, { prefilledVariables: { Price: '19.99', Email: 'ada@example.com' } })
    expect(chat.status, JSON.stringify(chat.body)).toBe(200)

    const created = stripe.requests.at(-1)!
    expect(created).toMatchObject({ method: 'POST', url: '/v1/payment_intents', authorization: 'Bearer sk_live_1', contentType: 'application/x-www-form-urlencoded' })
    expect(created.form).toEqual({
      amount: '1999',
      currency: 'eur',
      description: 'Guide for ada@example.com',
      receipt_email: 'ada@example.com',
      'automatic_payment_methods[enabled]': 'true',
    })
    const intent = [...stripe.intents.values()].at(-1)!
    expect(chat.body.input).toMatchObject({
      type: 'payment input',
      options: { additionalInformation: { email: 'ada@example.com', name: 'Ada' } },
      runtimeOptions: { paymentIntentSecret: intent.client_secret, publicKey: 'pk_live_1', amountLabel: expect.stringMatching(/^19,99\s€$/), stripeJsUrl: stripe.jsUrl },
    })
  })

  it('goes on only once Stripe says the intent succeeded, saving the success label as the answer and the variable', async () => {
    const credentialsId = await stripeAccount()
    const { botId, publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const chat = await startChat(server, publicId, { prefilledVariables: { Price: '5', Email: 'ada@example.com' } })
    const { paymentIntentSecret, publicKey } = chat.body.input.runtimeOptions

    // Claiming success without paying: Stripe says otherwise, the visitor is asked again.
    const unpaid = await continueChat(server, chat.body.sessionId, 'Paid')
    expect(said(unpaid)).toBe('Payment failed. Please, try again.')
    expect(unpaid.body.input).toMatchObject({ type: 'payment input', runtimeOptions: { paymentIntentSecret } })
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v1/payment_intents/${paymentIntentSecret.split('_secret_')[0]}`, authorization: 'Bearer sk_live_1' })

    // A declined card leaves the intent unpaid.
    expect((await stripe.confirm(paymentIntentSecret, publicKey, declinedCard)).status).toBe(402)
    expect(said(await continueChat(server, chat.body.sessionId, 'Paid'))).toBe('Payment failed. Please, try again.')

    expect((await stripe.confirm(paymentIntentSecret, publicKey)).status).toBe(200)
    const paid = await continueChat(server, chat.body.sessionId, 'Paid')
    expect(said(paid)).toBe('Thank you! Payment: Paid')
    expect(paid.body.input).toBeUndefined()

    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}`)
    expect(result.body.result.answers).toEqual([expect.objectContaining({ blockId: 'pay', content: 'Paid' })])
    expect(result.body.result.variables).toContainEqual(expect.objectContaining({ name: 'Payment', value: 'Paid' }))
  })

  it('uses the test keys in the preview, so the owner is never charged while trying the bot', async () => {
    const credentialsId = await stripeAccount()
    const { botId } = await createAndPublish(server, paywall({ credentialsId, amount: '500', currency: 'JPY' }))
    const preview = await server.as(server.owner).post(`/v1/bots/${botId}/preview/startChat`, {})
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect(stripe.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk_test_1', form: { amount: '500', currency: 'jpy' } })
    expect(preview.body.input.runtimeOptions).toMatchObject({ publicKey: 'pk_test_1', amountLabel: '¥500' })
  })

  it('without credentials the flow stops at the paywall with a message to the visitor and an error log, and tries again on the next message', async () => {
    const { botId, publicId } = await createAndPublish(server, paywall({}))
    const before = stripe.requests.length
    const chat = await startChat(server, publicId, { prefilledVariables: { Price: '5' } })
    expect(said(chat)).toBe('The guide costs 5. | Payment is not available right now. Please try again later.')
    expect(chat.body.input).toMatchObject({ type: 'payment input' })
    expect(chat.body.input.runtimeOptions).toBeUndefined()
    expect(await logsOf(botId, chat.body.resultId)).toContain('No Stripe account is chosen')

    const again = await continueChat(server, chat.body.sessionId, 'Paid')
    expect(said(again)).toBe('Payment is not available right now. Please try again later.')
    expect(said(again)).not.toContain('Thank you')
    expect(stripe.requests.length).toBe(before)
  })

  it("logs Stripe's own error (an unknown key, an amount that is no number) and never skips the paywall", async () => {
    const unknownKey = await stripeAccount({ livePublicKey: 'pk_live_x', liveSecretKey: 'sk_live_revoked' })
    const bad = await createAndPublish(server, paywall({ credentialsId: unknownKey }))
    const chat = await startChat(server, bad.publicId, { prefilledVariables: { Price: '5' } })
    expect(said(chat)).toContain('Payment is not available right now.')
    expect(await logsOf(bad.botId, chat.body.resultId)).toContain('Invalid API Key provided: sk_live_***')

    const credentialsId = await stripeAccount()
    const noNumber = await createAndPublish(server, paywall({ credentialsId }))
    const other = await startChat(server, noNumber.publicId, { prefilledVariables: { Price: 'free' } })
    expect(other.body.input.runtimeOptions).toBeUndefined()
    expect(await logsOf(noNumber.botId, other.body.resultId)).toContain('Could not read the amount')

    const zero = await startChat(server, noNumber.publicId, { prefilledVariables: { Price: '0' } })
    expect(await logsOf(noNumber.botId, zero.body.resultId)).toContain('This value must be greater than or equal to 1.')
  })

  it('asks again with an error log when Stripe cannot be asked whether the visitor paid', async () => {
    const credentialsId = await stripeAccount()
    const { botId, publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const chat = await startChat(server, publicId, { prefilledVariables: { Price: '5' } })
    await stripe.confirm(chat.body.input.runtimeOptions.paymentIntentSecret, 'pk_live_1')
    await server.as(server.owner).delete(`/v1/workspaces/${server.workspaceId}/credentials/${credentialsId}`)

    const reply = await continueChat(server, chat.body.sessionId, 'Paid')
    expect(said(reply)).toBe('Payment failed. Please, try again.')
    expect(await logsOf(botId, chat.body.resultId)).toContain('Payment could not be confirmed')
  })

  it('imports a Typebot export with a payment block unchanged and as a block that runs', async () => {
    const credentialsId = await stripeAccount()
    const block = {
      id: 'cl-pay',
      type: 'payment input',
      options: {
        provider: 'Stripe',
        labels: { button: 'Pay', success: 'Success' },
        additionalInformation: { phoneNumber: '+33600000000', address: { line1: '1 rue', city: 'Paris' } },
        credentialsId,
        currency: 'USD',
        amount: '10',
        retryMessageContent: 'Try once more.',
        futureOption: { kept: true },
      },
    }
    const file = {
      version: '6',
      name: 'Shop',
      events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
      groups: [{ id: 'g1', title: 'Pay', graphCoordinates: { x: 0, y: 100 }, blocks: [block] }],
      edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
      variables: [],
      theme: {},
      settings: {},
    }
    const imported = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: file })
    expect(imported.status, JSON.stringify(imported.body)).toBe(200)
    expect(imported.body.unsupportedBlocks ?? []).toEqual([])
    expect(imported.body.bot.groups[0].blocks[0]).toEqual(block)

    const { publicId } = await importAndPublish(server, file)
    const chat = await startChat(server, publicId)
    expect(chat.body.input.runtimeOptions.amountLabel).toBe('$10.00')
    expect(said(await continueChat(server, chat.body.sessionId, 'Success'))).toBe('Try once more.')
  })
})

describe('the Payment input after a redirect to the bank (3-D Secure, iDEAL…)', () => {
  const shopUrl = 'https://shop.example/b/guide?ref=mail'

  /** A visitor at the paywall who confirmed with a card whose bank asks to authenticate. */
  async function atTheBank(publicId: string) {
    const chat = await startChat(server, publicId, { prefilledVariables: { Price: '7', Email: 'ada@example.com' } })
    const { paymentIntentSecret, publicKey } = chat.body.input.runtimeOptions
    const confirmed = await stripe.confirm(paymentIntentSecret, publicKey, redirectingCard, shopUrl)
    expect(await confirmed.json()).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } })
    return { chat, intentId: paymentIntentSecret.split('_secret_')[0] as string }
  }
  const paidAnswer = (paymentIntentId: string) => ({ type: 'text' as const, text: 'Paid', metadata: { paymentIntentId } })

  it('goes on once Stripe says the intent the visitor came back with succeeded, and records the payment', async () => {
    const credentialsId = await stripeAccount()
    const { botId, publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const { chat, intentId } = await atTheBank(publicId)

    // Back too early (the bank's page left open): Stripe does not call it paid yet.
    expect(said(await continueChat(server, chat.body.sessionId, paidAnswer(intentId)))).toBe('Payment failed. Please, try again.')

    const back = await stripe.authenticate(intentId, 'complete')
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/b/guide')
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ ref: 'mail', payment_intent: intentId, redirect_status: 'succeeded' })

    const resumed = await continueChat(server, chat.body.sessionId, paidAnswer(back.searchParams.get('payment_intent')!))
    expect(said(resumed)).toBe('Thank you! Payment: Paid')
    expect(resumed.body.input).toBeUndefined()
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}`)
    expect(result.body.result.answers).toEqual([expect.objectContaining({ blockId: 'pay', content: 'Paid' })])
    expect(result.body.result.variables).toContainEqual(expect.objectContaining({ name: 'Payment', value: 'Paid' }))
  })

  it("refuses the intent of another session, even a paid one, and keeps the paywall with the chat's own card form", async () => {
    const credentialsId = await stripeAccount()
    const { botId, publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const payer = await atTheBank(publicId)
    await stripe.authenticate(payer.intentId, 'complete')
    const other = await startChat(server, publicId, { prefilledVariables: { Price: '7' } })
    const ownSecret = other.body.input.runtimeOptions.paymentIntentSecret

    const reply = await continueChat(server, other.body.sessionId, paidAnswer(payer.intentId))
    expect(said(reply)).toBe('Payment failed. Please, try again.')
    expect(reply.body.input).toMatchObject({ type: 'payment input', runtimeOptions: { paymentIntentSecret: ownSecret } })
    expect(await logsOf(botId, other.body.resultId)).toContain(`The payment intent ${payer.intentId} is not the one this chat showed`)
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${other.body.resultId}`)
    expect(result.body.result.answers).toEqual([])
  })

  it("shows the payment step again with Stripe's message when the bank refused, and lets the visitor pay with the same intent", async () => {
    const credentialsId = await stripeAccount()
    const { publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const { chat, intentId } = await atTheBank(publicId)
    const back = await stripe.authenticate(intentId, 'fail')
    expect(back.searchParams.get('redirect_status')).toBe('failed')

    const refused = await continueChat(server, chat.body.sessionId, paidAnswer(intentId))
    expect(said(refused)).toBe(failedAuthenticationMessage)
    const { paymentIntentSecret, publicKey } = refused.body.input.runtimeOptions
    expect(paymentIntentSecret.startsWith(`${intentId}_secret_`)).toBe(true)

    await stripe.confirm(paymentIntentSecret, publicKey)
    expect(said(await continueChat(server, chat.body.sessionId, 'Paid'))).toBe('Thank you! Payment: Paid')
  })

  it('says a payment Stripe is still processing and lets the visitor check again', async () => {
    const credentialsId = await stripeAccount()
    const { publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const { chat, intentId } = await atTheBank(publicId)
    expect((await stripe.authenticate(intentId, 'process')).searchParams.get('redirect_status')).toBe('processing')

    const processing = await continueChat(server, chat.body.sessionId, paidAnswer(intentId))
    expect(said(processing)).toBe('Your payment is still being processed. Check again in a moment.')
    expect(processing.body.input).toMatchObject({ type: 'payment input', runtimeOptions: { isProcessing: true } })

    stripe.intents.get(intentId)!.status = 'succeeded'
    expect(said(await continueChat(server, chat.body.sessionId, paidAnswer(intentId)))).toBe('Thank you! Payment: Paid')
  })

  it('starts a fresh intent when Stripe canceled the one shown', async () => {
    const credentialsId = await stripeAccount()
    const { publicId } = await createAndPublish(server, paywall({ credentialsId }))
    const { chat, intentId } = await atTheBank(publicId)
    stripe.intents.get(intentId)!.status = 'canceled'

    const reply = await continueChat(server, chat.body.sessionId, paidAnswer(intentId))
    expect(said(reply)).toBe('Payment failed. Please, try again.')
    const fresh = reply.body.input.runtimeOptions.paymentIntentSecret as string
    expect(fresh.startsWith(`${intentId}_secret_`)).toBe(false)
    expect(stripe.intents.get(fresh.split('_secret_')[0])).toMatchObject({ amount: 700, status: 'requires_payment_method' })
  })
})
