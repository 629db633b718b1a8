import { expect, type Page } from '@playwright/test'
import { e2eToken } from '../../playwright.config'

/** Signs in the way the service tells people to: by opening the URL it prints. */
export async function signInWithPrintedUrl(page: Page, token = e2eToken) {
  await page.goto(`/?token=${encodeURIComponent(token)}`)
  await page.waitForURL(/\/w\/[^/?]+$/)
  expect(page.url()).not.toContain('token=')
}

/** Creates a workspace from the header's switcher and lands on its empty dashboard. */
export async function createWorkspace(page: Page, name: string) {
  await page.getByRole('button', { name: /^Workspace: / }).click()
  await page.getByRole('menuitem', { name: 'Create workspace' }).click()
  await page.getByLabel('Workspace name').fill(name)
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
}

/** A folder or bot card on the dashboard, by its exact name. */
export const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true })

/** Opens the "…" menu of a bot card and picks an action. */
export async function botAction(page: Page, botName: string, action: string) {
  await card(page, botName).getByRole('button', { name: `Actions for ${botName}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/** A toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
