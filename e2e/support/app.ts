import { expect, type Page } from '@playwright/test'
import { e2eToken } from '../../playwright.config'
import { ownerCall } from './api'

/** Signs in the way the service tells people to: by opening the URL it prints. */
export async function signInWithPrintedUrl(page: Page, token = e2eToken, origin = '') {
  await page.goto(`${origin}/?token=${encodeURIComponent(token)}`)
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

/** A bot made through the API in the workspace the page shows, opened on its flow. */
export async function openSeededBot(page: Page, bot: Record<string, unknown>) {
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const created = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot })).bot
  await page.goto(`/bots/${created.id}/flow`)
  await expect(page.locator('[data-editor-canvas]')).toBeVisible()
  return created.id as string
}

/** The canvas's pan and zoom, as React Flow writes it on the viewport element. */
export const viewportTransform = (page: Page) => page.locator('.react-flow__viewport').evaluate((element) => (element as HTMLElement).style.transform)

/**
 * Fits the flow to the view and waits for the move to end: it is animated, and a drag whose
 * positions were read half-way starts from where a handle was, picking up a block instead.
 */
export async function fitToView(page: Page) {
  await page.getByRole('button', { name: 'Fit to view' }).click()
  let last = ''
  await expect
    .poll(
      async () => {
        const now = await viewportTransform(page)
        const still = now === last
        last = now
        return still
      },
      { intervals: [250] },
    )
    .toBe(true)
}
