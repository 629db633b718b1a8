import { expect, test } from '@playwright/test'

test('the service still serves its readable API reference beside the app', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: 'Bots', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'openapi.json' })).toBeVisible()
  await expect(page.locator('section', { hasText: 'POST /v1/bots/import' }).first()).toBeVisible()
})

test('the address of the app without a token opens the sign-in page', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/signin$/)
  await expect(page.getByRole('heading', { name: 'Sign in to Chatbot builder' })).toBeVisible()
})
