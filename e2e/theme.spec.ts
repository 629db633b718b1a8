import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

/** Violations that stop or seriously hinder someone using assistive technology (the chat is its own component). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-chat-host]').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

// The theme panel as a person uses it: change colours and see the preview's chat change at once,
// find them saved, pick a template. Playwright's locators reach into the chat's shadow root.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

/** A bot that greets, asks a question and waits for an answer; typing dots off, for a quick preview. */
async function greetingBot(page: Page, name: string) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', {
    workspaceId: workspaces[0].id,
    bot: {
      name,
      events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
      groups: [
        {
          id: 'g1',
          title: 'Welcome',
          graphCoordinates: { x: 0, y: 120 },
          blocks: [text('t1', 'Hello! Welcome to our shop.'), text('t2', 'What brings you here today?'), { id: 'c1', type: 'choice input', items: [{ id: 'i1', content: 'Just looking' }, { id: 'i2', content: 'I need help' }] }],
        },
      ],
      edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
      settings: { typingEmulation: { enabled: false } },
    },
  })
  return { origin, botId: bot.id as string }
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' })
const card = (page: Page, title: string) => page.locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${title}$`) }) })
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible()

test('colours changed in the theme panel show in the preview at once and are saved', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, botId } = await greetingBot(page, 'Shop assistant')
  await page.goto(`/bots/${botId}/theme`)
  const hostBubble = preview(page).locator('.bbc-host').first()
  await expect(hostBubble).toContainText('Hello! Welcome to our shop.')

  await card(page, 'Bot bubbles').locator('summary').click()
  const bubbles = card(page, 'Bot bubbles')
  await bubbles.getByLabel('Background', { exact: true }).fill('#123456')
  await bubbles.getByLabel('Text', { exact: true }).fill('#FAFAFA')
  await expect(hostBubble).toHaveCSS('background-color', 'rgb(18, 52, 86)')
  await expect(hostBubble).toHaveCSS('color', 'rgb(250, 250, 250)')

  await card(page, 'Buttons').locator('summary').click()
  await card(page, 'Buttons').getByLabel('Corners').selectOption('none')
  await expect(preview(page).getByRole('button', { name: 'Just looking' })).toHaveCSS('border-top-left-radius', '0px')

  await saved(page)
  const { bot } = await ownerCall(origin, 'GET', `/v1/bots/${botId}`)
  expect(bot.theme.chat.hostBubbles).toMatchObject({ backgroundColor: '#123456', color: '#FAFAFA' })
  expect(bot.theme.chat.buttons.border.roundeness).toBe('none')

  // After a reload the saved values are there, and the preview starts with them.
  await page.reload()
  await expect(preview(page).locator('.bbc-host').first()).toHaveCSS('background-color', 'rgb(18, 52, 86)')
})

test('an image uploaded from the computer becomes the background of the chat', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, botId } = await greetingBot(page, 'Pictured')
  await page.goto(`/bots/${botId}/theme`)
  const background = card(page, 'Background')
  await background.getByRole('radio', { name: 'Image' }).check({ force: true })
  // A PNG signature and a few bytes: the service checks the content against the type.
  const sky = Buffer.from('89504e470d0a1a0a736b79', 'hex')
  await background.locator('input[type="file"]').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: sky })
  await expect(background.getByLabel('Background image URL')).toHaveValue(/\/api\/storage\/files\/.+\.png$/)
  await saved(page)
  const { bot } = await ownerCall(origin, 'GET', `/v1/bots/${botId}`)
  expect(bot.theme.general.background).toMatchObject({ type: 'Image', content: expect.stringContaining('/api/storage/files/') })
  expect(Buffer.from(await (await fetch(bot.theme.general.background.content)).arrayBuffer())).toEqual(sky)
})

test('a template replaces the theme; the preview follows and Undo takes it back', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, botId } = await greetingBot(page, 'Night owl')
  await page.goto(`/bots/${botId}/theme`)
  const root = preview(page).locator('.bbc-root')
  await expect(preview(page).locator('.bbc-host').first()).toBeVisible()

  await page.getByRole('button', { name: 'Dark template' }).click()
  await expect(root).toHaveCSS('background-color', 'rgb(15, 23, 42)')
  await saved(page)
  expect((await ownerCall(origin, 'GET', `/v1/bots/${botId}`)).bot.selectedThemeTemplateId).toBe('dark')

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(root).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await saved(page)
  expect((await ownerCall(origin, 'GET', `/v1/bots/${botId}`)).bot.selectedThemeTemplateId).toBeNull()
})

test('the theme panel, in the light and dark modes of the builder, for a person to look at, with no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 1360, height: 900 })
  await signInWithPrintedUrl(page)
  const { botId } = await greetingBot(page, 'Looks')
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`/bots/${botId}/theme`)
    await expect(preview(page).locator('.bbc-host').first()).toBeVisible()
    await card(page, 'Bot bubbles').locator('summary').click()
    // Opening the card scrolled the page; the preview sticks to the top of what is shown.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: test.info().outputPath(`theme-${scheme}.png`), fullPage: true, animations: 'disabled' })
    expect(await seriousViolations(page)).toEqual([])
  }
})
