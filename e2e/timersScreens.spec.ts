import { expect, test, type Page } from '@playwright/test'
import { publishBot } from './support/api'
import { fitToView, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { colorSchemes, showInScheme } from './support/colorScheme'

// Issue 14, items 1 and 5: every screen they touch, light and dark, wide and narrow, checked by axe.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const at = (x: number, y: number) => ({ x, y })
const bot = (name: string) => ({
  name,
  events: [
    { id: 'start', type: 'start', graphCoordinates: at(0, 0), outgoingEdgeId: 'e0' },
    { id: 'end', type: 'conversationEnd', graphCoordinates: at(0, 300), outgoingEdgeId: 'e-end' },
    { id: 'ab', type: 'abandon', graphCoordinates: at(0, 380), outgoingEdgeId: 'e-ab', options: { idleMinutes: 5 } },
  ],
  groups: [
    { id: 'ask', title: 'Ask', graphCoordinates: at(220, 0), blocks: [text('q', 'What is your name?'), { id: 'name', type: 'text input', options: { timeout: { isEnabled: true, seconds: 1, outgoingEdgeId: 'e-t' } } }] },
    { id: 'nudge', title: 'Reminder', graphCoordinates: at(620, 0), blocks: [text('r', 'Still there? We can call you back.'), { id: 'phone', type: 'phone number input' }] },
    { id: 'done', title: 'Wrap up', graphCoordinates: at(620, 300), blocks: [{ id: 'h', type: 'Webhook', options: { webhook: { url: 'https://example.com/hook', method: 'POST' } } }] },
  ],
  edges: [
    { id: 'e0', from: { eventId: 'start' }, to: { groupId: 'ask' } },
    { id: 'e-t', from: { blockId: 'name', pathId: 'timeout' }, to: { groupId: 'nudge' } },
    { id: 'e-end', from: { eventId: 'end' }, to: { groupId: 'done' } },
    { id: 'e-ab', from: { eventId: 'ab' }, to: { groupId: 'done' } },
  ],
})

/** No serious violation, and a screenshot to look at. */
async function check(page: Page, name: string) {
  const violations = await seriousViolations(page, { exclude: ['[data-chat-host]'] })
  const where = await Promise.all(violations.map((v) => page.evaluate((id) => document.getElementById(id)?.outerHTML ?? '', /#([^)]+)\)/.exec(v)?.[1] ?? '')))
  expect(violations, where.join('\n')).toEqual([])
  await page.screenshot({ path: `test-results/screens/${name}.png` })
}

/** The builder's screen checked in each colour scheme (it follows the system's live). */
async function checkEachScheme(page: Page, name: string) {
  for (const colorScheme of colorSchemes) {
    await showInScheme(page, colorScheme)
    await check(page, `${name}-${colorScheme}`)
  }
}

for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the timeout settings, the timeout output, the event panels and the chat's reminder read well, light and dark (${size.width}px)`, async ({ page, baseURL }) => {
    test.slow()
    await page.setViewportSize(size)
    const tag = String(size.width)
    const { botId, publicId } = await publishBot(baseURL!, bot(`Timers ${tag}`))
    await signInWithPrintedUrl(page)
    await page.goto(`/bots/${botId}/flow`)
    await expect(page.locator('[data-editor-canvas]')).toBeVisible()
    await expect(page.getByTestId('timeout-output')).toHaveText('No answer in 1 s')

    // By keyboard: on a phone the block may sit past the screen's edge, where a click cannot land.
    await page.locator('[data-block-id="name"]').focus()
    await page.keyboard.press('Enter')
    const settings = page.locator('[data-block-settings]')
    // The section opens by itself when the timeout is on.
    await expect(settings.getByLabel('Seconds without an answer')).toHaveValue('1')
    await settings.getByLabel('Seconds without an answer').scrollIntoViewIfNeeded()
    await checkEachScheme(page, `timeout-settings-${tag}`)
    await page.getByRole('button', { name: 'Close block settings' }).click()

    // On a phone the events start out of sight (and out of the page): the whole flow is brought into view first.
    await fitToView(page)
    await page.getByRole('group', { name: 'Abandoned event', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('complementary', { name: 'Event settings' }).getByLabel('Idle minutes')).toHaveValue('5')
    await checkEachScheme(page, `abandon-panel-${tag}`)

    // The chat's colours are its bot's theme, whatever the system's scheme: one check.
    const visitor = await page.context().newPage()
    await visitor.setViewportSize(size)
    await visitor.goto(`/b/${publicId}`)
    await expect(visitor.getByRole('list', { name: 'Conversation' })).toContainText('Still there? We can call you back.')
    await check(visitor, `timeout-chat-${tag}`)
  })
}
