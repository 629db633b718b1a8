import { expect, test } from '@playwright/test'
import { createWorkspace, signInWithPrintedUrl } from './support/app'

test('an admin renames the workspace, picks an icon, adds a member, and deletes it by typing its name', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Temporary')
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByText('FREE', { exact: true })).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill('Short-lived')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Workspace: Short-lived' })).toBeVisible()
  await page.getByRole('button', { name: 'Change the workspace icon' }).click()
  await page.getByRole('menuitem', { name: '🚀' }).click()
  await expect(page.getByRole('button', { name: 'Workspace: Short-lived' })).toContainText('🚀')

  await page.getByRole('link', { name: 'Members' }).click()
  await page.getByLabel('Email', { exact: true }).fill('teammate@example.com')
  await page.getByLabel('Role', { exact: true }).selectOption('GUEST')
  await page.getByRole('button', { name: 'Add member' }).click()
  await page.getByRole('dialog', { name: 'Invitation link for teammate@example.com' }).getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('combobox', { name: 'Role of teammate@example.com' })).toHaveValue('GUEST')
  await page.getByRole('combobox', { name: 'Role of teammate@example.com' }).selectOption('MEMBER')
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Role of teammate@example.com' })).toHaveValue('MEMBER')

  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Delete workspace' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete “Short-lived”?' })
  await expect(confirm.getByRole('button', { name: 'Delete workspace' })).toBeDisabled()
  await confirm.getByLabel(/to confirm/).fill('Short-lived')
  await confirm.getByRole('button', { name: 'Delete workspace' }).click()
  await expect(page.getByRole('heading', { name: 'My workspace', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Workspace: My workspace' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Short-lived' })).toHaveCount(0)
})

test('the account page creates a token shown once, which then signs in, and revokes it', async ({ page, context }) => {
  await signInWithPrintedUrl(page)
  await page.goto('/account')
  await page.getByLabel('New token name').fill('Laptop')
  await page.getByRole('button', { name: 'Create token' }).click()
  await expect(page.getByText('Copy the token “Laptop” now: it will not be shown again.')).toBeVisible()
  const secret = await page.getByLabel('New token', { exact: true }).inputValue()
  await expect(page.getByRole('list', { name: 'Your tokens' })).toContainText('Laptop')

  const fresh = await context.browser()!.newPage()
  await fresh.goto(page.url().replace('/account', '/signin'))
  await fresh.getByLabel('API token').fill(secret)
  await fresh.getByRole('button', { name: 'Sign in' }).click()
  await expect(fresh.getByRole('heading', { name: 'My workspace', level: 1 })).toBeVisible()
  await fresh.close()

  await page.getByRole('button', { name: 'Revoke Laptop' }).click()
  await page.getByRole('button', { name: 'Revoke token' }).click()
  await expect(page.getByRole('list', { name: 'Your tokens' })).not.toContainText('Laptop')
})
