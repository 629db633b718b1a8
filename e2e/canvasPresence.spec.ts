import { expect, test, type Page } from '@playwright/test'
import { invitedMemberApiToken, ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { showInScheme } from './support/colorScheme'

// Two people in one bot, each in their own browser: they see each other in the header, each
// other's pointer, selection and open block on the canvas, a note one adds appears at the other,
// and one can follow the other's view.

const canvas = (page: Page) => page.locator('[data-editor-canvas]')
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const avatars = (page: Page) => page.getByRole('group', { name: 'People in this bot' }).getByRole('button')
const welcome = { id: 'g1', title: 'Welcome', graphCoordinates: { x: 120, y: 320 }, blocks: [{ id: 't1', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hi there' }] }] } }] }

test.use({ viewport: { width: 1440, height: 900 } })

test('two people see each other’s avatar, cursor, selection and open block, share a note, and one follows the other', async ({ page, browser, baseURL }) => {
  const { workspace } = await ownerCall(baseURL!, 'POST', '/v1/workspaces', { name: 'Together' })
  const email = `ana.lima.${Date.now()}@example.com`
  const { signInToken } = await ownerCall(baseURL!, 'POST', `/v1/workspaces/${workspace.id}/members`, { email, role: 'MEMBER' })
  const anaToken = await invitedMemberApiToken(baseURL!, signInToken)
  const { bot } = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspace.id, bot: { name: 'Shared bot', groups: [welcome] } })
  const { user: owner } = await ownerCall(baseURL!, 'GET', '/v1/users/me')
  const ownerName: string = owner.name || owner.email

  // The owner in this browser, Ana in another.
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${bot.id}/flow`)
  const anaContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const ana = await anaContext.newPage()
  await signInWithPrintedUrl(ana, anaToken)
  await ana.goto(`/bots/${bot.id}/flow`)
  await expect(canvas(page)).toBeVisible()
  await expect(canvas(ana)).toBeVisible()

  // Each sees the other in the header (and not themselves).
  await expect(avatars(page)).toHaveCount(1)
  await expect(avatars(page)).toHaveAccessibleName(`Follow ${email}`)
  await expect(avatars(page)).toHaveText('AL')
  await expect(avatars(ana)).toHaveAccessibleName(`Follow ${ownerName}`)

  // The owner's pointer over the canvas shows at Ana's, with the owner's name.
  const box = (await canvas(page).boundingBox())!
  await page.mouse.move(box.x + 700, box.y + 200, { steps: 4 })
  const cursor = ana.getByTestId('presence-cursor')
  await expect(cursor).toBeVisible()
  await expect(cursor).toContainText(ownerName)

  // The owner selects the group, then opens its block: Ana sees both marked in the owner's colour.
  await group(page, 'Welcome').getByText('Welcome', { exact: true }).click()
  await expect(ana.getByTestId('presence-selection')).toHaveAttribute('data-peer', ownerName)
  await group(page, 'Welcome').getByTestId('block').click()
  await expect(page.getByRole('complementary', { name: 'Block settings' })).toBeVisible()
  await expect(ana.getByTestId('presence-editing')).toContainText(`${ownerName} is editing`)
  await group(ana, 'Welcome').getByTestId('block').click()
  await expect(ana.getByRole('status').filter({ hasText: `${ownerName} is editing this block` })).toBeVisible()
  await ana.screenshot({ path: 'test-results/canvas-presence/ana-sees-owner.png' })
  expect(await seriousViolations(ana)).toEqual([])
  await page.getByRole('button', { name: 'Close block settings' }).click()
  await ana.getByRole('button', { name: 'Close block settings' }).click()

  // A note the owner adds and writes appears at Ana's, and is stored.
  await page.getByRole('button', { name: 'Add note' }).click()
  await page.keyboard.press('Enter')
  await page.getByRole('textbox', { name: 'Note text (Markdown)' }).fill('**Shared** idea')
  await page.keyboard.press('Escape')
  await expect(ana.getByRole('group', { name: 'Note: Shared idea' }).locator('strong')).toHaveText('Shared')
  await expect.poll(async () => (await ownerCall(baseURL!, 'GET', `/v1/bots/${bot.id}/notes`)).notes.map((n: { content: string }) => n.content)).toEqual(['**Shared** idea'])

  // Ana follows the owner: the owner zooms in, Ana's view zooms with it; Ana's own pan stops following.
  await avatars(ana).click()
  await expect(ana.getByRole('button', { name: `Stop following ${ownerName}` })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect(page.getByLabel(/^Zoom \d+%$/)).toHaveAttribute('aria-label', 'Zoom 120%')
  await expect(ana.getByLabel(/^Zoom \d+%$/)).toHaveAttribute('aria-label', 'Zoom 120%')
  const anaBox = (await canvas(ana).boundingBox())!
  // The wheel pans the canvas (as on a trackpad).
  await ana.mouse.move(anaBox.x + 40, anaBox.y + anaBox.height / 2)
  await ana.mouse.wheel(0, 240)
  await expect(ana.getByRole('button', { name: `Follow ${ownerName}` })).toHaveAttribute('aria-pressed', 'false')

  // The same in dark mode on a phone.
  await page.mouse.move(box.x + 500, box.y + 300, { steps: 3 })
  await showInScheme(ana, 'dark')
  await ana.setViewportSize({ width: 390, height: 844 })
  await expect(ana.getByTestId('presence-cursor')).toBeAttached()
  await ana.screenshot({ path: 'test-results/canvas-presence/ana-dark-390.png' })
  expect(await seriousViolations(ana)).toEqual([])

  // When Ana leaves, she is gone from the owner's header.
  await anaContext.close()
  await expect(avatars(page)).toHaveCount(0)
})
