import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'

// Google Analytics, Meta Pixel and Chatwoot steps on the public page: each service's script is
// loaded only when its step runs, and the page calls the service's API with the step's values.
// Only the npm registry is reachable here: Google's and Meta's scripts are answered by fakes at
// their real addresses, and Chatwoot's SDK comes from a local server (the block's own address).

/** gtag.js's stand-in: records every call queued in `dataLayer`, then every later one. */
const fakeGtag = `window.gtagCalls = [];
const take = (args) => window.gtagCalls.push(Array.from(args, (arg) => (arg instanceof Date ? 'date' : arg)));
(window.dataLayer || []).forEach(take);
window.dataLayer.push = (args) => take(args);`
/** fbevents.js's stand-in: takes over `fbq` as the real one does, recording what it queued and what comes after. */
const fakeFbevents = `window.fbqCalls = fbq.queue.map((args) => Array.from(args));
fbq.callMethod = (...args) => window.fbqCalls.push(args);`
/** Chatwoot's SDK stand-in: `run` sets up `$chatwoot`, which records its calls, then says it is ready. */
const fakeChatwootSdk = `window.chatwootCalls = [];
window.chatwootSDK = { run(config) {
  window.chatwootCalls.push(['run', config]);
  const record = (name) => (...args) => window.chatwootCalls.push([name, ...args]);
  window.$chatwoot = { setUser: record('setUser'), toggle: record('toggle'), toggleBubbleVisibility: record('toggleBubbleVisibility') };
  setTimeout(() => window.dispatchEvent(new Event('chatwoot:ready')));
} };`

let chatwoot: Server
let chatwootUrl: string
const chatwootRequests: string[] = []
test.beforeAll(async () => {
  chatwoot = createServer((request, response) => {
    chatwootRequests.push(request.url ?? '')
    if (request.url !== '/packs/js/sdk.js') return void response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(fakeChatwootSdk)
  })
  await new Promise<void>((resolve) => chatwoot.listen(0, '127.0.0.1', resolve))
  chatwootUrl = `http://127.0.0.1:${(chatwoot.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => chatwoot.close(() => resolve())))

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

/** Answers Google's and Meta's script addresses with the fakes, and counts the requests. */
async function fakeThirdParties(page: Page) {
  const requested: string[] = []
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) => (requested.push(route.request().url()), route.fulfill({ contentType: 'text/javascript', body: fakeGtag })))
  await page.route('https://connect.facebook.net/en_US/fbevents.js', (route) => (requested.push(route.request().url()), route.fulfill({ contentType: 'text/javascript', body: fakeFbevents })))
  return requested
}

test('the public page loads each service’s script when its step runs and sends it the step’s values', async ({ page, baseURL }) => {
  const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
  const bot = {
    name: 'Tracked signup',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
    groups: [
      {
        id: 'g1',
        title: 'Signup',
        graphCoordinates: { x: 200, y: 0 },
        blocks: [
          text('hello', 'Your email?'),
          { id: 'ask', type: 'email input', options: { variableId: 've' } },
          { id: 'ga', type: 'Google Analytics', options: { trackingId: 'G-E2E', action: 'sign_up', category: 'Chat', label: '{{Email}}', value: 3 } },
          { id: 'px', type: 'Pixel', options: { pixelId: '998877', eventType: 'Lead', params: [{ id: 'p', key: 'content_name', value: '{{Email}}' }] } },
          { id: 'cw', type: 'Chatwoot', options: { baseUrl: chatwootUrl, websiteToken: 'inbox-token', user: { email: '{{Email}}', name: 'Ada' } } },
          text('done', 'An agent will join you.'),
        ],
      },
    ],
    edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    variables: [{ id: 've', name: 'Email' }],
  }
  const created = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot })
  await ownerCall(baseURL!, 'POST', `/v1/bots/${created.bot.id}/publish`, {})
  const requested = await fakeThirdParties(page)

  const startedChat = page.waitForResponse((response) => response.url().includes('/startChat'))
  await page.goto(`/b/${created.bot.publicId}`)
  const { resultId } = await (await startedChat).json()
  const conversation = page.getByRole('list', { name: 'Conversation' })
  await expect(conversation).toContainText('Your email?')
  // Nothing of the services before their steps.
  expect(requested).toEqual([])
  expect(chatwootRequests).toEqual([])
  expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window || '$chatwoot' in window)).toBe(false)

  await page.getByLabel('Enter your email…').fill('ada@example.com')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(conversation).toContainText('An agent will join you.')

  await expect.poll(() => page.evaluate(() => (window as unknown as { gtagCalls?: unknown[] }).gtagCalls)).toEqual([
    ['js', 'date'],
    ['config', 'G-E2E'],
    ['event', 'sign_up', { event_category: 'Chat', event_label: 'ada@example.com', value: 3 }],
  ])
  await expect.poll(() => page.evaluate(() => (window as unknown as { fbqCalls?: unknown[] }).fbqCalls)).toEqual([
    ['init', '998877'],
    ['track', 'PageView'],
    ['track', 'Lead', { content_name: 'ada@example.com' }],
  ])
  await expect.poll(() => page.evaluate(() => (window as unknown as { chatwootCalls?: unknown[] }).chatwootCalls)).toEqual([
    ['run', { websiteToken: 'inbox-token', baseUrl: chatwootUrl }],
    ['setUser', resultId, { email: 'ada@example.com', name: 'Ada' }],
    ['toggle', 'open'],
  ])
  expect(requested).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2E', 'https://connect.facebook.net/en_US/fbevents.js'])
  expect(chatwootRequests).toEqual(['/packs/js/sdk.js'])
})
