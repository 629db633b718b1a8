import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// Issue 12, item 14: the Settings page as an owner reads it: sections with a table of contents
// (links and the URL hash land on a section), fields that depend on another disabled with the
// reason, and words that mean something to an owner.

async function newBot(page: Page, name: string) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: { name, settings: { typingEmulation: { enabled: false } } } })
  return bot as { id: string }
}

const contents = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' })
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 3, exact: true })

for (const colorScheme of ['light', 'dark'] as const) {
  test(`settings: the table of contents and the URL hash land on a section, dependent fields say why they are off (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInWithPrintedUrl(page)
    const bot = await newBot(page, `Sections ${colorScheme}`)

    // Opened with a section's hash: that section's heading is at the top of the window, with the focus.
    await page.goto(`/bots/${bot.id}/settings#settings-typing`)
    const typing = heading(page, 'Typing dots')
    await expect(typing).toBeFocused()
    await expect.poll(async () => Math.round((await typing.boundingBox())!.y)).toBeLessThan(40)
    // The table of contents sits left of the form and marks where we are.
    const nav = (await contents(page).boundingBox())!
    expect(nav.x + nav.width).toBeLessThanOrEqual((await typing.boundingBox())!.x)
    await expect(contents(page).getByRole('link', { name: 'Typing dots' })).toHaveAttribute('aria-current', 'location')

    // Typing dots are off: the pauses are disabled, each saying what to turn on.
    const speed = page.getByLabel('Typing speed')
    await expect(speed).toBeDisabled()
    await expect(page.getByText('Turn on “Show typing dots” to change this.').first()).toBeVisible()
    await expect(speed).toHaveAccessibleDescription('Turn on “Show typing dots” to change this.')
    await page.getByRole('switch', { name: 'Show typing dots' }).click()
    await expect(speed).toBeEnabled()
    await expect(speed).toHaveAccessibleDescription('Faster typing means shorter dots before long messages.')

    // "Remember them" only matters while visitors are remembered; the old mirror switch is gone.
    await expect(page.getByText('New result on each refresh')).toHaveCount(0)
    const rememberThem = page.getByRole('radiogroup', { name: 'Remember them' })
    await expect(rememberThem).toHaveAttribute('aria-disabled', 'true')
    await expect(rememberThem).toHaveAccessibleDescription('Turn on “Remember visitors” to choose this.')
    await expect(page.getByText('kept in step for older clients')).toHaveCount(0)

    // A link of the table of contents, followed with the keyboard, moves to its section.
    await contents(page).getByRole('link', { name: 'Chat messages' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#settings-messages$/)
    const messages = heading(page, 'Chat messages')
    await expect(messages).toBeFocused()
    await expect.poll(async () => Math.round((await messages.boundingBox())!.y)).toBeLessThan(40)
    await expect(contents(page)).toBeInViewport()
    await expect(page.getByText('GET /v1/bots')).toHaveCount(0)

    expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
    await page.screenshot({ path: `/tmp/settings-sections-${colorScheme}.png` })
  })
}

test('settings on a phone: the table of contents comes first, above the sections, and its links still land on them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInWithPrintedUrl(page)
  const bot = await newBot(page, 'Sections phone')
  await page.goto(`/bots/${bot.id}/settings`)
  const nav = (await contents(page).boundingBox())!
  expect(nav.x + nav.width).toBeLessThanOrEqual(390)
  expect(nav.y + nav.height).toBeLessThanOrEqual((await heading(page, 'General').boundingBox())!.y)
  await contents(page).getByRole('link', { name: 'Access' }).click()
  await expect(heading(page, 'Access')).toBeFocused()
  await expect(heading(page, 'Access')).toBeInViewport()
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  await page.screenshot({ path: '/tmp/settings-sections-phone.png', fullPage: false })
})
