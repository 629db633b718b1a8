import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

// A day in the flow editor (issue 12, canvas and blocks): what a person sees while building and
// tidying a flow with the mouse or the keyboard alone.

const canvas = (page: Page) => page.locator('[data-editor-canvas]')
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const settings = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })

/** A bot made through the API in the workspace the page shows, opened on its flow. */
async function openSeededBot(page: Page, bot: Record<string, unknown>) {
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const created = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot })).bot
  await page.goto(`/bots/${created.id}/flow`)
  await expect(canvas(page)).toBeVisible()
  return created.id as string
}

const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

test.use({ viewport: { width: 1440, height: 900 } })

test('Enter in a choice adds and focuses the next choice; Backspace in an empty one removes it', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Choices',
    groups: [{ id: 'g', title: 'Ask', graphCoordinates: { x: 100, y: 80 }, blocks: [{ id: 'q', type: 'choice input', items: [{ id: 'i1' }] }] }],
  })
  await group(page, 'Ask').getByTestId('block').click()
  const choice = (n: number) => settings(page).getByRole('textbox', { name: `Choice ${n}`, exact: true })
  await choice(1).fill('Yes please')
  await page.keyboard.press('Enter')
  await expect(choice(2)).toBeFocused()
  await page.keyboard.type('No thanks')
  await page.keyboard.press('Enter')
  await expect(choice(3)).toBeFocused()
  // The canvas shows the two choices, each on its own row, and the empty third one.
  await expect(group(page, 'Ask').locator('[data-item-id]')).toHaveCount(3)
  await expect(group(page, 'Ask').locator('[data-item-id]').nth(0)).toHaveText('Yes please')
  await expect(group(page, 'Ask').locator('[data-item-id]').nth(1)).toHaveText('No thanks')
  // Backspace in the empty choice takes it away and goes back to the end of the previous one.
  await page.keyboard.press('Backspace')
  await expect(choice(3)).toHaveCount(0)
  await expect(choice(2)).toBeFocused()
  expect(await choice(2).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('No thanks'.length)
  await expect(group(page, 'Ask').locator('[data-item-id]')).toHaveText(['Yes please', 'No thanks'])
  await expect.poll(async () => (await savedBot(page, botId)).groups[0].blocks[0].items.map((item: { content?: string }) => item.content)).toEqual(['Yes please', 'No thanks'])
})
