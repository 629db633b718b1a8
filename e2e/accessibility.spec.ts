import { expect, type Page, test } from '@playwright/test'
import { card, createWorkspace, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { colorSchemes, showInScheme } from './support/colorScheme'

/** Serious violations in each colour scheme, the page switched as the system setting would. */
async function violationsInEachScheme(page: Page) {
  const found: Record<string, string[]> = {}
  for (const colorScheme of colorSchemes) {
    await showInScheme(page, colorScheme)
    found[colorScheme] = await seriousViolations(page)
  }
  return found
}

const none = { light: [], dark: [] }

test('the sign-in page has no serious accessibility violation, light or dark', async ({ page }) => {
  await page.goto('/signin')
  await page.getByText('Connect to another service').click()
  await page.getByLabel('API token').fill('wrong')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await violationsInEachScheme(page)).toEqual(none)
})

test('the dashboard has no serious accessibility violation, light or dark', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Accessible')
  await page.getByRole('button', { name: 'New folder' }).click()
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(card(page, 'New folder')).toBeVisible()
  expect(await violationsInEachScheme(page)).toEqual(none)
  await page.getByRole('button', { name: 'New bot' }).click()
  await page.getByRole('button', { name: 'Create bot' }).click()
  await page.getByRole('link', { name: 'Back to the bots' }).click()
  await expect(card(page, 'My bot')).toBeVisible()
  expect(await violationsInEachScheme(page)).toEqual(none)
  await card(page, 'My bot').getByRole('button', { name: 'Actions for My bot' }).click()
  expect(await violationsInEachScheme(page)).toEqual(none)
})
