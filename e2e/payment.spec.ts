import { expect, test, type Page, type Request } from '@playwright/test'
import { e2eStripePort } from '../playwright.config'
import { declinedCard, failedAuthenticationMessage, redirectingCard, startFakeStripe } from '../test/support/fakeStripe'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { startOtherSite } from './support/otherSite'

// A visitor pays on the public page through the card form of a Payment block (Typebot's `payment
// input`), against a local Stripe: its API and a small Stripe.js, at the addresses the service was
// started with (playwright.config.ts).

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

test('a visitor pays on the public page: Stripe.js loads at the payment step, a declined card is said, a paid one lets the flow go on', async ({ page, baseURL }) => {
  const stripe = await startFakeStripe({ port: e2eStripePort, accounts: { sk_live_e2e: 'pk_live_e2e' } })
  const stripeJsLoads: string[] = []
  const countStripeJs = (request: Request) => {
    if (request.url() === stripe.jsUrl) stripeJsLoads.push(request.url())
  }
  // The page is the next test's too (playwright.config.ts reuses it), so the listener goes in `finally`.
  page.on('request', countStripeJs)
  try {
    const publicId = await publishShop(baseURL!, { livePublicKey: 'pk_live_e2e', liveSecretKey: 'sk_live_e2e' }, { additionalInformation: { name: '{{Name}}' } })

    await page.goto(`/b/${publicId}`)
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await expect(conversation).toContainText('What is your name?')
    expect(stripeJsLoads).toEqual([])

    await page.getByLabel('Your answer…').fill('Ada')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(conversation).toContainText('The guide costs 19.99 euros, Ada.')
    const payButton = page.getByRole('button', { name: /^Pay 19,99\s€$/ })
    await expect(payButton).toBeVisible()
    expect(stripeJsLoads).toHaveLength(1)

    await page.screenshot({ path: test.info().outputPath('payment-public-page.png') })
    await page.getByLabel('Card number').fill(declinedCard)
    await payButton.click()
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
    await expect(conversation).not.toContainText('the guide is on its way')

    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await payButton.click()
    await expect(conversation).toContainText('Paid')
    await expect(conversation).toContainText('Thank you, Ada: the guide is on its way.')
    const intent = [...stripe.intents.values()].at(-1)!
    expect(intent).toMatchObject({ amount: 1999, currency: 'eur', status: 'succeeded', billingDetails: { 'payment_method_data[billing_details][name]': 'Ada' } })
  } finally {
    page.off('request', countStripeJs)
    await stripe.close()
  }
})

test("the owner tries the paywall in the preview with the account's test keys, Stripe.js let in by the builder's policy", async ({ page }) => {
  const stripe = await startFakeStripe({ port: e2eStripePort, accounts: { sk_live_o: 'pk_live_o', sk_test_o: 'pk_test_o' } })
  try {
    await signInWithPrintedUrl(page)
    const origin = new URL(page.url()).origin
    const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
    const workspaceId = workspaces[0].id
    const { credentials } = await ownerCall(origin, 'POST', `/v1/workspaces/${workspaceId}/credentials`, {
      credentials: { type: 'stripe', name: 'Shop account', data: { livePublicKey: 'pk_live_o', liveSecretKey: 'sk_live_o', testPublicKey: 'pk_test_o', testSecretKey: 'sk_test_o' } },
    })
    const bot = {
      name: 'Preview shop',
      events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
      groups: [
        {
          id: 'g1',
          title: 'Buy',
          graphCoordinates: { x: 200, y: 0 },
          blocks: [
            { id: 'pay', type: 'payment input', options: { credentialsId: credentials.id, amount: '5', currency: 'USD' } },
            text('thanks', 'Thanks for testing.'),
          ],
        },
      ],
      edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
      variables: [],
    }
    const created = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId, bot })
    await page.goto(`/bots/${created.bot.id}/flow`)

    const block = page.getByTestId('block').filter({ hasText: 'Collect 5 USD' })
    await expect(block).toBeVisible()
    await expect(block).not.toContainText('Needs credentials')
    await block.click()
    const settings = page.getByRole('complementary', { name: 'Block settings' })
    await expect(settings.getByRole('combobox', { name: 'Account' })).toHaveValue(credentials.id)
    await settings.screenshot({ path: test.info().outputPath('payment-settings.png') })

    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const drawer = page.getByRole('complementary', { name: 'Preview' })
    await drawer.getByLabel('Card number').fill('4242424242424242')
    await drawer.getByRole('button', { name: 'Pay $5.00' }).click()
    await expect(drawer).toContainText('Thanks for testing.')
    expect([...stripe.intents.values()].at(-1)).toMatchObject({ secretKey: 'sk_test_o', amount: 500, status: 'succeeded' })
  } finally {
    await stripe.close()
  }
})

/** A guide shop (name, price, paywall, thanks), published with a Stripe account of these keys; its public id. */
async function publishShop(baseURL: string, keys: { livePublicKey: string; liveSecretKey: string }, paymentOptions: Record<string, unknown> = {}) {
  const { workspaces } = await ownerCall(baseURL, 'GET', '/v1/workspaces')
  const workspaceId = workspaces[0].id
  const { credentials } = await ownerCall(baseURL, 'POST', `/v1/workspaces/${workspaceId}/credentials`, { credentials: { type: 'stripe', name: 'Bank shop', data: keys } })
  const bot = {
    name: 'Bank shop',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
    groups: [
      {
        id: 'g1',
        title: 'Buy',
        graphCoordinates: { x: 200, y: 0 },
        blocks: [
          text('hello', 'What is your name?'),
          { id: 'name', type: 'text input', options: { variableId: 'vn' } },
          text('price', 'The guide costs 19.99 euros, {{Name}}.'),
          { id: 'pay', type: 'payment input', options: { credentialsId: credentials.id, amount: '19.99', currency: 'EUR', labels: { button: 'Pay', success: 'Paid' }, ...paymentOptions } },
          text('thanks', 'Thank you, {{Name}}: the guide is on its way.'),
        ],
      },
    ],
    edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    variables: [{ id: 'vn', name: 'Name' }],
  }
  const created = await ownerCall(baseURL, 'POST', '/v1/bots', { workspaceId, bot })
  await ownerCall(baseURL, 'POST', `/v1/bots/${created.bot.id}/publish`, {})
  return created.bot.publicId as string
}

/** Pays with a card whose bank asks to authenticate: the page leaves for the bank's. */
async function payThroughTheBank(page: Page) {
  await page.getByLabel('Card number').fill(redirectingCard)
  await page.getByRole('button', { name: /^Pay 19,99\s€$/ }).click()
  await expect(page.getByRole('heading', { name: /Authenticate the payment of 1999 eur/ })).toBeVisible()
}

const paymentParams = ['payment_intent', 'payment_intent_client_secret', 'redirect_status']

test("a visitor whose bank asks to authenticate leaves for the bank's page and the chat resumes where it was, the address cleaned", async ({ page, baseURL }) => {
  const stripe = await startFakeStripe({ port: e2eStripePort, accounts: { sk_live_bank: 'pk_live_bank' } })
  try {
    const publicId = await publishShop(baseURL!, { livePublicKey: 'pk_live_bank', liveSecretKey: 'sk_live_bank' })
    await page.goto(`/b/${publicId}?ref=mail`)
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await page.getByLabel('Your answer…').fill('Ada')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(conversation).toContainText('The guide costs 19.99 euros, Ada.')

    // The bank refuses: back on the chat with Stripe's word and the card form again, not a new chat.
    await payThroughTheBank(page)
    await page.getByRole('button', { name: 'Fail authentication' }).click()
    await expect(conversation).toContainText(failedAuthenticationMessage)
    await expect(page.getByRole('button', { name: /^Pay 19,99\s€$/ })).toBeVisible()
    await expect(conversation).toContainText('What is your name?')
    await expect(conversation.getByText('What is your name?')).toHaveCount(1)
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBeNull()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: test.info().outputPath('payment-failed-back-dark.png') })
    await page.emulateMedia({ colorScheme: 'light' })

    await payThroughTheBank(page)
    await page.getByRole('button', { name: 'Complete authentication' }).click()
    await expect(conversation).toContainText('Thank you, Ada: the guide is on its way.')
    // What was said before the bank's page is there again, in order, with the payment answer.
    const lines = await conversation.getByRole('listitem').allInnerTexts()
    const said = lines.map((line) => line.trim()).filter(Boolean)
    expect(said.indexOf('What is your name?')).toBeLessThan(said.indexOf('Ada'))
    expect(said.indexOf('Ada')).toBeLessThan(said.findIndex((line) => line.includes('The guide costs')))
    expect(said.indexOf('Paid')).toBeLessThan(said.findIndex((line) => line.includes('Thank you, Ada')))
    const address = new URL(page.url())
    expect(address.pathname).toBe(`/b/${publicId}`)
    expect(Object.fromEntries(address.searchParams)).toEqual({ ref: 'mail' })
    expect([...stripe.intents.values()].at(-1)).toMatchObject({ amount: 1999, status: 'succeeded' })

    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: test.info().outputPath(`payment-resumed-${width}.png`) })
    }

    // A reload after that starts afresh: nothing left to resume, nothing paid twice.
    await page.reload()
    await expect(conversation).toContainText('What is your name?')
    await expect(conversation).not.toContainText('Thank you, Ada')
    expect(paymentParams.some((name) => new URL(page.url()).searchParams.has(name))).toBe(false)
  } finally {
    await stripe.close()
  }
})

test("the bubble on another site opens itself when the visitor comes back from the bank's page; a payment still processing can be checked again", async ({ page, baseURL }) => {
  const stripe = await startFakeStripe({ port: e2eStripePort, accounts: { sk_live_site: 'pk_live_site' } })
  const site = await startOtherSite()
  try {
    const publicId = await publishShop(baseURL!, { livePublicKey: 'pk_live_site', liveSecretKey: 'sk_live_site' })
    site.serve(`<!doctype html><html lang="en"><head><title>Garden shop</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Garden shop</h1></main><script src="${baseURL}/embed.js" defer></script><chatbot-bubble public-id="${publicId}"></chatbot-bubble></body></html>`)
    const siteUrl = `${site.url}guides?page=2`
    await page.goto(siteUrl)
    await page.getByRole('button', { name: 'Open chat' }).click()
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await page.getByLabel('Your answer…').fill('Grace')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(conversation).toContainText('The guide costs 19.99 euros, Grace.')

    await payThroughTheBank(page)
    await page.getByRole('button', { name: 'Leave it processing' }).click()
    await expect(conversation).toContainText('Your payment is still being processed. Check again in a moment.')
    await expect(page.getByRole('button', { name: 'Close chat' }).first()).toBeVisible()
    await expect(conversation).toContainText('What is your name?')
    expect(page.url()).toBe(siteUrl)
    const checkAgain = page.getByRole('button', { name: 'Check again' })
    await expect(page.getByLabel('Card number')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('payment-processing-bubble.png') })

    // Still processing: said again. Once the bank settles, the chat goes on.
    await checkAgain.click()
    await expect(conversation.getByText('Your payment is still being processed.', { exact: false })).toHaveCount(2)
    const intent = [...stripe.intents.values()].at(-1)!
    intent.status = 'succeeded'
    await checkAgain.click()
    await expect(conversation).toContainText('Thank you, Grace: the guide is on its way.')
  } finally {
    await site.close()
    await stripe.close()
  }
})
