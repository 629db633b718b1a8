import { expect, test, type Page } from '@playwright/test'
import { ownerCall, publishBot } from './support/api'
import { seriousViolations } from './support/axe'
import { everyInputBlockIds, everyInputBot } from './support/everyInputBot'
import { type OtherSite, startOtherSite } from './support/otherSite'

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' })
const guestBubbles = (page: Page) => conversation(page).locator('[data-bubble="guest"]')

async function send(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value)
  await page.getByRole('button', { name: 'Send' }).click()
}

test('a visitor completes a conversation with every input type on the public page, and every answer is stored', async ({ browser, baseURL }) => {
  const { botId, publicId } = await publishBot(baseURL!, everyInputBot)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`/b/${publicId}`)
  await expect(page).toHaveTitle('Every input')
  await expect(conversation(page)).toContainText('Hello! A few questions.')

  await send(page, 'Your answer…', 'Ada')
  await send(page, 'Enter a number…', '7')
  await send(page, 'Enter your email…', 'ADA@example.com')
  await send(page, 'Enter a link…', 'https://example.com')
  await send(page, 'Enter your phone number…', '06 12 34 56 78')
  await page.getByLabel('Date').fill('2026-03-14')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.getByLabel('Time').fill('09:30')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.getByRole('button', { name: 'Coffee' }).click()
  await page.getByRole('button', { name: /Sea/ }).click()
  await page.getByRole('radio', { name: '4' }).click()
  // One file and no "several files" option: choosing it uploads it and sends the answer.
  await page.getByTestId('file-picker').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('visitor notes') })
  await page.getByRole('button', { name: 'Pick Starter' }).click()
  await expect(conversation(page)).toContainText('All done, Ada!')

  const { results } = await ownerCall(baseURL!, 'GET', `/v1/bots/${botId}/results`)
  const answers = new Map<string, string>(results[0].answers.map((a: { blockId: string; content: string }) => [a.blockId, a.content]))
  expect([...answers.keys()]).toEqual(everyInputBlockIds)
  expect(answers.get('i-email')).toBe('ada@example.com')
  expect(answers.get('i-phone')).toBe('+33612345678')
  expect(answers.get('i-date')).toBe('14/03/2026')
  expect(answers.get('i-choice')).toBe('Coffee')
  expect(answers.get('i-rating')).toBe('4')
  expect(answers.get('i-cards')).toBe('Starter plan')
  const fileUrl = answers.get('i-file')!
  expect(await (await fetch(fileUrl)).text()).toBe('visitor notes')
  await context.close()
})

test('the public page uses the theme, keeps search engines out, and passes an accessibility check', async ({ page, baseURL }) => {
  const bot = { ...everyInputBot, theme: { chat: { hostBubbles: { backgroundColor: '#123456', color: '#fafafa' } } } }
  const { publicId } = await publishBot(baseURL!, bot)
  await page.goto(`/b/${publicId}`)
  const hostBubble = conversation(page).locator('[data-bubble="text"]').first()
  await expect(hostBubble).toContainText('Hello!')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const colors = await hostBubble.evaluate((element) => {
    const style = getComputedStyle(element)
    return { background: style.backgroundColor, color: style.color }
  })
  expect(colors).toEqual({ background: 'rgb(18, 52, 86)', color: 'rgb(250, 250, 250)' })
  expect(await seriousViolations(page)).toEqual([])
})

test('a closed bot shows its own message', async ({ page, baseURL }) => {
  const bot = { ...everyInputBot, settings: { general: { systemMessages: { botClosed: 'Gone fishing until Monday.' } } } }
  const { botId, publicId } = await publishBot(baseURL!, bot)
  await ownerCall(baseURL!, 'PATCH', `/v1/bots/${botId}`, { bot: { isClosed: true } })
  await page.goto(`/b/${publicId}`)
  await expect(conversation(page).getByText('Gone fishing until Monday.')).toBeVisible()
})

test.describe('embedded on another site', () => {
  let site: OtherSite
  test.beforeAll(async () => (site = await startOtherSite()))
  test.afterAll(() => site.close())

  const embedPage = (baseURL: string, publicId: string) => `<!doctype html><html lang="en"><head><title>Shop</title>
<style>button { background: hotpink !important; }</style></head><body><h1>Our shop</h1>
<script src="${baseURL}/embed.js" defer></script>
<chatbot-bubble public-id="${publicId}" button-color="#0042DA" preview-message="Need help?" preview-message-delay="0"></chatbot-bubble>
</body></html>`

  test('the bubble opens from the corner and chats, untouched by the page styles', async ({ page, baseURL }) => {
    const { publicId } = await publishBot(baseURL!, everyInputBot)
    site.serve(embedPage(baseURL!, publicId))
    await page.goto(site.url)
    await expect(page.getByRole('button', { name: 'Need help?' })).toBeVisible()
    await page.getByRole('button', { name: 'Open chat' }).click()
    await expect(conversation(page)).toContainText('Hello! A few questions.')
    await send(page, 'Your answer…', 'Grace')
    await expect(guestBubbles(page)).toHaveText(['Grace'])
    const sendBackground = await page.getByRole('button', { name: 'Send' }).evaluate((b) => getComputedStyle(b).backgroundColor)
    expect(sendBackground).not.toBe('rgb(255, 105, 180)')
    await page.evaluate(() => (window as unknown as { Chatbot: { close: () => void } }).Chatbot.close())
    await expect(conversation(page)).toBeHidden()
  })

  test('a site that is not among the allowed origins is refused', async ({ page, baseURL }) => {
    const bot = { ...everyInputBot, settings: { security: { allowedOrigins: ['https://shop.example.com'] } } }
    const { publicId } = await publishBot(baseURL!, bot)
    site.serve(embedPage(baseURL!, publicId))
    await page.goto(site.url)
    await page.getByRole('button', { name: 'Open chat' }).click()
    await expect(conversation(page).getByText('Origin not allowed')).toBeVisible()
    await expect(conversation(page)).not.toContainText('Hello!')
  })
})
