import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { card, createWorkspace, signInWithPrintedUrl } from './support/app'

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme })

    test('the sign-in page has no serious accessibility violation', async ({ page }) => {
      await page.goto('/signin')
      await page.getByText('Connect to another service').click()
      await page.getByLabel('API token').fill('wrong')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the dashboard has no serious accessibility violation', async ({ page }) => {
      await signInWithPrintedUrl(page)
      await createWorkspace(page, `Accessible ${colorScheme}`)
      await page.getByRole('button', { name: 'New folder' }).click()
      await page.getByRole('button', { name: 'Create', exact: true }).click()
      await expect(card(page, 'New folder')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'New bot' }).click()
      await page.getByRole('button', { name: 'Create bot' }).click()
      await page.getByRole('link', { name: 'Back to the bots' }).click()
      await expect(card(page, 'My bot')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await card(page, 'My bot').getByRole('button', { name: 'Actions for My bot' }).click()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
