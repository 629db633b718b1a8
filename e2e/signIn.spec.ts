import { expect, test } from '@playwright/test'
import { e2eToken } from '../playwright.config'
import { signInWithPrintedUrl } from './support/app'

test('the printed sign-in URL signs in, hides the token, and survives a reload', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await expect(page.getByRole('heading', { name: 'My workspace', level: 1 })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My workspace', level: 1 })).toBeVisible()
})

test('a wrong token in the printed URL or in the form says which service refused it', async ({ page, baseURL }) => {
  await page.goto('/?token=not-the-token')
  await expect(page).toHaveURL(/\/signin$/)
  await expect(page.getByRole('alert')).toHaveText(`This token was refused by ${baseURL}/api. Sign in again.`)

  await page.getByLabel('API token').fill('still-wrong')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').getByText(`This token was refused by ${baseURL}/api`, { exact: true })).toBeVisible()
  await expect(page.getByLabel('API token')).toHaveValue('still-wrong')

  await page.getByLabel('API token').fill(e2eToken)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'My workspace', level: 1 })).toBeVisible()
})

test('signing out forgets the token', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await page.getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  await page.goto('/')
  await expect(page).toHaveURL(/\/signin$/)
})
