import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { openSeededBot, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// Issue 14, item 5 (Typebot #2138): "conversation end" and "abandon" events run a flow on the
// server: here each calls a webhook (a local stand-in for the owner's CRM), and the result's logs say so.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' })

let hooks: Server
const calls: string[] = []
let hookUrl = ''
test.beforeAll(async () => {
  hooks = createServer((request, response) => {
    calls.push(request.url ?? '')
    request.resume()
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
  })
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => hooks.close(() => resolve())))

/** Focuses an event node, and connects its output to the group titled `title` with the keyboard. */
async function connectEvent(page: Page, name: string, title: string) {
  await page.getByRole('group', { name, exact: true }).focus()
  await page.keyboard.press('c')
  const picker = page.getByRole('dialog', { name: 'Connect to a group' })
  await expect(picker).toBeVisible()
  await page.keyboard.type(title)
  await page.keyboard.press('Enter')
  await expect(picker).toHaveCount(0)
}

test('the owner adds conversation-end and abandon events; a finished chat and an idle one each call their webhook once; the results log it', async ({ page, browser }) => {
  test.slow()
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Lead follow-up',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
    groups: [
      { id: 'ask', title: 'Ask', graphCoordinates: { x: 80, y: 80 }, blocks: [text('q', 'Your email?'), { id: 'mail', type: 'email input', options: { variableId: 've' } }, text('bye', 'Thanks, bye!')] },
      { id: 'ended', title: 'Send transcript', graphCoordinates: { x: 480, y: 40 }, blocks: [{ id: 'h1', type: 'Webhook', options: { webhook: { url: `${hookUrl}/ended`, method: 'POST' } } }] },
      { id: 'left', title: 'Alert sales', graphCoordinates: { x: 480, y: 260 }, blocks: [{ id: 'h2', type: 'Webhook', options: { webhook: { url: `${hookUrl}/abandoned`, method: 'POST' } } }] },
    ],
    edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'ask' } }],
    variables: [{ id: 've', name: 'Email' }],
  })

  // Both events come from the sidebar's Events section.
  await page.getByTestId('sidebar-conversationEnd').click()
  const endEvent = page.getByRole('group', { name: 'Chat ended event', exact: true })
  await expect(endEvent).toBeVisible()
  await connectEvent(page, 'Chat ended event', 'Send transcript')
  await page.getByTestId('sidebar-abandon').click()
  const abandonEvent = page.getByRole('group', { name: 'Abandoned event', exact: true })
  await expect(abandonEvent).toBeVisible()
  await connectEvent(page, 'Abandoned event', 'Alert sales')

  // The abandon event's idle time, in minutes (0.05 = 3 seconds, for the test).
  await abandonEvent.click()
  const panel = page.getByRole('complementary', { name: 'Event settings' })
  await panel.getByLabel('Idle minutes').fill('0.05')
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  await page.screenshot({ path: 'test-results/screens/abandon-event-settings.png' })
  await expect
    .poll(async () => {
      const { bot } = await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)
      return bot.events.map((event: { type: string; options?: object; outgoingEdgeId?: string }) => [event.type, event.options ?? null, Boolean(event.outgoingEdgeId)])
    })
    .toEqual([
      ['start', null, true],
      ['conversationEnd', null, true],
      ['abandon', { idleMinutes: 0.05 }, true],
    ])
  await ownerCall(new URL(page.url()).origin, 'POST', `/v1/bots/${botId}/publish`, {})
  const { bot } = await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)

  // A visitor who finishes: the end event calls its webhook once; the visitor sees only the bot's goodbye.
  const finisher = await browser.newPage()
  await finisher.goto(`/b/${bot.publicId}`)
  await finisher.getByRole('textbox').fill('ada@example.com')
  await finisher.getByRole('button', { name: 'Send' }).click()
  await expect(conversation(finisher)).toContainText('Thanks, bye!')
  await expect.poll(() => calls.filter((call) => call === '/ended').length).toBe(1)
  await finisher.close()

  // A visitor who stops answering: three idle seconds later, the abandon event calls its webhook, once.
  const idler = await browser.newPage()
  await idler.goto(`/b/${bot.publicId}`)
  await expect(conversation(idler)).toContainText('Your email?')
  await expect.poll(() => calls.filter((call) => call === '/abandoned').length, { timeout: 20_000 }).toBe(1)
  // The chat itself waits where it was: the visitor can still answer.
  await idler.getByRole('textbox').fill('late@example.com')
  await idler.getByRole('button', { name: 'Send' }).click()
  await expect(conversation(idler)).toContainText('Thanks, bye!')
  await expect.poll(() => calls.filter((call) => call === '/ended').length).toBe(2)
  expect(calls.filter((call) => call === '/abandoned')).toHaveLength(1)
  await idler.close()

  // The owner's results: the late visitor's logs show the abandon event and its webhook call.
  await page.goto(`/bots/${botId}/results`)
  await page.getByRole('table', { name: 'Results' }).getByRole('row', { name: /late@example\.com/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Result' })
  await expect(drawer).toContainText('The visitor left the conversation idle: the abandon event ran on the server')
  await expect(drawer).toContainText('The conversation ended: its end event ran on the server')
  await expect(drawer).toContainText('Webhook successfully executed')
  await page.screenshot({ path: 'test-results/screens/session-events-result.png' })
})
