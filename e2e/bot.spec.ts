import { expect, test } from '@playwright/test'
import { card, createWorkspace, signInWithPrintedUrl } from './support/app'

test('the bot header renames in place, publishes, and links the seven panels', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Publishing')
  await page.getByRole('button', { name: 'New bot' }).click()
  await page.getByRole('dialog').getByText('NPS survey', { exact: true }).click()
  await page.getByRole('button', { name: 'Create bot' }).click()

  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Rename NPS survey' }).click()
  await page.getByLabel('Bot name').fill('Happiness survey')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Happiness survey', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()

  for (const [tab, title] of [['Theme', 'Theme'], ['Settings', 'Settings'], ['Translations', 'Translations'], ['Share', 'Share'], ['Results', 'Results'], ['Analytics', 'Analytics'], ['Flow', 'Flow editor']]) {
    await page.getByRole('navigation', { name: 'Bot panels' }).getByRole('link', { name: tab }).click()
    await expect(page).toHaveURL(new RegExp(`/bots/[^/]+/${tab.toLowerCase()}$`))
    await expect(page.getByRole('heading', { name: title, level: 2, exact: true })).toBeVisible()
  }
  await expect(page.getByText(/This bot has 7 groups/)).toBeVisible()

  await page.getByRole('link', { name: 'Back to the bots' }).click()
  await expect(card(page, 'Happiness survey')).toContainText('Published')
})

test('a bot changed elsewhere is reloaded instead of overwritten', async ({ page, context }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Conflicts')
  await page.getByRole('button', { name: 'New bot' }).click()
  await page.getByRole('button', { name: 'Create bot' }).click()
  await expect(page.getByRole('heading', { name: 'My bot', level: 1 })).toBeVisible()

  const other = await context.newPage()
  await other.goto(page.url())
  await other.getByRole('button', { name: 'Rename My bot' }).click()
  await other.getByLabel('Bot name').fill('Renamed in another tab')
  await other.keyboard.press('Enter')
  await expect(other.getByRole('heading', { name: 'Renamed in another tab', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Rename My bot' }).click()
  await page.getByLabel('Bot name').fill('Mine')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toContainText('This bot was changed elsewhere')
  await expect(page.getByRole('heading', { name: 'Renamed in another tab', level: 1 })).toBeVisible()
})
