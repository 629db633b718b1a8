import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations as allSeriousViolations } from './support/axe'
import { showInScheme } from './support/colorScheme'

/** Violations that stop or seriously hinder someone using assistive technology (the chat is its own component). */
const seriousViolations = (page: Page) => allSeriousViolations(page, { exclude: ['[data-chat-host]'] })

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
// By the title alone: a card's summary may also hold swatches and a contrast warning.
const card = (page: Page, title: string) => page.locator('details').filter({ has: page.locator('summary > span', { hasText: new RegExp(`^${title}$`) }) })
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

/** `#RRGGBB` as computed styles write it. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

test('the panel warns of text below WCAG AA with its ratio, and one click picks a readable background or text colour', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, botId } = await greetingBot(page, 'Contrast')
  await page.goto(`/bots/${botId}/theme`)
  const choice = preview(page).getByRole('button', { name: 'Just looking' })
  await expect(choice).toBeVisible()
  // The defaults pass: no warning anywhere.
  await expect(page.getByText(/Low contrast|Text contrast/)).toHaveCount(0)
  // The preview draws the default font from the builder's own files, which its Content-Security-Policy allows.
  await expect(choice).toHaveCSS('font-family', /^"Open Sans"/)
  const openSans = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].filter((font) => font.family.replace(/"/g, '') === 'Open Sans').map((font) => font.status)
  })
  expect(openSans).toEqual(['loaded'])

  const buttons = card(page, 'Buttons')
  await buttons.locator('summary').click()
  await buttons.getByLabel('Background', { exact: true }).fill('#FF5924')
  await buttons.getByLabel('Text', { exact: true }).fill('#FFFFFF')
  await expect(choice).toHaveCSS('background-color', 'rgb(255, 89, 36)')
  await expect(buttons.getByText('Text contrast 3.1:1 is below 4.5:1 (WCAG AA): many visitors will struggle to read it.')).toBeVisible()
  await expect(buttons.locator('summary')).toContainText('Low contrast 3.1:1')

  for (const [width, height] of [[1440, 900], [390, 844]])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height })
      await showInScheme(page, scheme)
      await buttons.getByText(/^Text contrast/).scrollIntoViewIfNeeded()
      await page.screenshot({ path: test.info().outputPath(`contrast-warning-${scheme}-${width}.png`), animations: 'disabled' })
      expect(await seriousViolations(page)).toEqual([])
    }

  // Keeping the white text: the background darkens to an orange that passes.
  await buttons.getByRole('button', { name: /^Use readable background #[0-9A-F]{6}$/ }).click()
  const darker = await buttons.getByLabel('Background', { exact: true }).inputValue()
  expect(darker).toMatch(/^#[0-9A-F]{6}$/)
  await expect(buttons.getByText(/^Text contrast/)).toHaveCount(0)
  await expect(choice).toHaveCSS('background-color', rgbOf(darker))

  // Or keeping the background: the text changes.
  await buttons.getByLabel('Background', { exact: true }).fill('#FF5924')
  await buttons.getByRole('button', { name: /^Use readable text #[0-9A-F]{6}$/ }).click()
  const fixed = await buttons.getByLabel('Text', { exact: true }).inputValue()
  expect(fixed).toMatch(/^#[0-9A-F]{6}$/)
  await expect(buttons.getByText(/^Text contrast/)).toHaveCount(0)
  await expect(buttons.locator('summary')).not.toContainText('Low contrast')
  // The preview draws the new colour, and it is saved.
  await expect(choice).toHaveCSS('color', rgbOf(fixed))
  await saved(page)
  const { bot } = await ownerCall(origin, 'GET', `/v1/bots/${botId}`)
  expect(bot.theme.chat.buttons).toMatchObject({ backgroundColor: '#FF5924', color: fixed })
})
