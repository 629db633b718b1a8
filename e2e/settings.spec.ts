import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// The settings panel as a person uses it: a system message typed here is what a closed bot
// answers; an origin that is not one is refused with the field named.

async function newBot(page: Page, name: string) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: { name } })
  return { origin, bot: bot as { id: string; publicId: string } }
}

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible()

test('a "bot closed" message set in the settings is saved, and is what a closed bot answers', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, bot } = await newBot(page, 'Holiday desk')
  await page.goto(`/bots/${bot.id}/settings`)
  const message = page.getByLabel('Bot closed')
  await expect(message).toHaveAttribute('placeholder', 'This bot is no longer taking new conversations.')
  await message.fill('We are on holiday until Monday.')
  await saved(page)

  const { bot: stored } = await ownerCall(origin, 'GET', `/v1/bots/${bot.id}`)
  expect(stored.settings.general.systemMessages.botClosed).toBe('We are on holiday until Monday.')

  // Published, then closed: a visitor's new chat is refused with that text.
  await ownerCall(origin, 'POST', `/v1/bots/${bot.id}/publish`)
  await ownerCall(origin, 'PATCH', `/v1/bots/${bot.id}`, { bot: { isClosed: true } })
  const reply = await fetch(`${origin}/api/v1/bots/${stored.publicId}/startChat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  expect(reply.status).toBe(400)
  expect((await reply.json()).message).toBe('We are on holiday until Monday.')
})

test('an allowed origin that is not an origin is refused with the field named; a real one is saved', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, bot } = await newBot(page, 'Embedded only')
  await page.goto(`/bots/${bot.id}/settings`)
  const field = page.getByLabel('Websites that may show the chat', { exact: true })
  await field.fill('https://shop.example.com/checkout')
  await field.press('Enter')
  await expect(page.getByRole('alert')).toContainText('Websites that may show the chat: "https://shop.example.com/checkout" has more than the website’s address')
  await expect(page.getByRole('alert')).toContainText('did you mean "https://shop.example.com"?')

  await field.fill('https://shop.example.com')
  await field.press('Enter')
  await expect(page.getByRole('list', { name: 'Websites that may show the chat' })).toContainText('https://shop.example.com')
  await saved(page)
  expect((await ownerCall(origin, 'GET', `/v1/bots/${bot.id}`)).bot.settings.security.allowedOrigins).toEqual(['https://shop.example.com'])
})

test('the settings panel, in the light and dark modes of the builder, for a person to look at, with no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 1360, height: 900 })
  await signInWithPrintedUrl(page)
  const { bot } = await newBot(page, 'Looks')
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`/bots/${bot.id}/settings`)
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`settings-${scheme}.png`), fullPage: true, animations: 'disabled' })
    expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  }
})
