import { expect, test, type Locator, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { openSeededBot, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// Issue 14, item 1 (Typebot #1225): an input that gets no answer within N seconds moves on by a path
// of its own. The owner turns the timeout on in the block's settings and connects the block's
// second output; the server measures the wait; the visitor's page shows the reminder; the result keeps it.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' })
const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

/** Drags from an output handle and lets go over a group's title. */
async function connect(page: Page, output: Locator, target: Locator) {
  const from = (await output.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  // Near the title's start: the side panel may cover the rest of a wide title.
  await page.mouse.move(to.x + Math.min(to.width / 2, 40), to.y + 20, { steps: 12 })
  await page.mouse.up()
}

test('the owner gives a question a timeout and connects its path; the visitor who waits sees the reminder; the result shows it', async ({ page, browser }) => {
  test.slow()
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Callback request',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
    groups: [
      { id: 'ask', title: 'Ask', graphCoordinates: { x: 80, y: 80 }, blocks: [text('q', 'What is your name?'), { id: 'name', type: 'text input', options: { variableId: 'vn' } }] },
      { id: 'nudge', title: 'Reminder', graphCoordinates: { x: 520, y: 60 }, blocks: [text('r', 'Still there? Leave your email and we will write.'), { id: 'mail', type: 'email input', options: { variableId: 've' } }, text('ok', 'Noted: {{Email}}')] },
    ],
    edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'ask' } }],
    variables: [
      { id: 'vn', name: 'Name' },
      { id: 've', name: 'Email' },
    ],
  })

  // The block's settings: the Timeout section, on, 2 seconds.
  const input = group(page, 'Ask').locator('[data-block-id="name"]')
  await input.click()
  const settings = page.locator('[data-block-settings]')
  await settings.getByText('Timeout', { exact: true }).click()
  await settings.getByRole('switch', { name: 'Move on when there is no answer' }).click()
  await settings.getByLabel('Seconds without an answer').fill('2')
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  await page.screenshot({ path: 'test-results/screens/input-timeout-settings.png' })

  // A second output appears on the block; it connects like any other.
  const output = group(page, 'Ask').getByTestId('timeout-output')
  await expect(output).toHaveText('No answer in 2 s')
  await connect(page, group(page, 'Ask').locator('[data-handleid="block:name::timeout"]'), group(page, 'Reminder').getByText('Reminder', { exact: true }))
  await expect(page.locator('.react-flow__edge')).toHaveCount(2)
  await expect
    .poll(async () => (await savedBot(page, botId)).edges.find((edge: { to: { groupId: string } }) => edge.to.groupId === 'nudge')?.from)
    .toEqual({ blockId: 'name', pathId: 'timeout' })
  const saved = await savedBot(page, botId)
  expect(saved.groups[0].blocks[1].options.timeout).toMatchObject({ isEnabled: true, seconds: 2 })

  // The keyboard's connect picker lists it too.
  await input.focus()
  await page.keyboard.press('c')
  const picker = page.getByRole('dialog', { name: 'Connect to a group' })
  await expect(picker.getByLabel('From').locator('option')).toHaveText(['Text', 'Text: No answer in 2 s (now to Reminder)'])
  await page.keyboard.press('Escape')

  await ownerCall(new URL(page.url()).origin, 'POST', `/v1/bots/${botId}/publish`, {})

  // The visitor does not answer: the server moves on, and the page shows the reminder.
  const visitor = await browser.newPage()
  await visitor.goto(`/b/${saved.publicId}`)
  await expect(conversation(visitor)).toContainText('What is your name?')
  await expect(conversation(visitor)).toContainText('Still there? Leave your email and we will write.', { timeout: 20_000 })
  await visitor.getByRole('textbox').fill('ada@example.com')
  await visitor.getByRole('button', { name: 'Send' }).click()
  await expect(conversation(visitor)).toContainText('Noted: ada@example.com')
  await visitor.close()

  // The owner's results: the conversation holds the reminder, the logs say the timeout happened.
  await page.goto(`/bots/${botId}/results`)
  await page.getByRole('table', { name: 'Results' }).getByRole('row').nth(1).click()
  const drawer = page.getByRole('dialog', { name: 'Result' })
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('Still there? Leave your email and we will write.')
  await expect(drawer).toContainText('No answer within 2 seconds: the timeout path ran')
  await page.screenshot({ path: 'test-results/screens/input-timeout-result.png' })
})
