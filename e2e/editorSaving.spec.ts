import type { IncomingMessage } from 'node:http'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { startServiceLink } from './support/serviceLink'

// Saving the flow through the REST API, the editor's fallback when its live-editing socket cannot
// connect (live editing: liveEditing.spec.ts): conflicts with another browser, edits kept through a
// lost connection and a reload; and publishing from the editor's header.

const canvas = (page: Page) => page.locator('[data-editor-canvas]')
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

/** A bot of one group made through the API in the workspace the page shows, opened on its flow. */
async function openBotWithOneGroup(page: Page, name: string) {
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const bot = { name, groups: [{ id: 'a', title: 'Welcome', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hi')] }] }
  const created = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot })).bot
  // On the origin the page is on (the test of saves offline opens it through a link of its own).
  await page.goto(new URL(`/bots/${created.id}/flow`, page.url()).href)
  await expect(canvas(page)).toBeVisible()
  return created.id as string
}

/** Renames a group in place, as a person does: double-click its title, type, Enter. */
async function renameGroup(page: Page, from: string, to: string) {
  await group(page, from).getByRole('heading', { name: from }).dblclick()
  await page.getByRole('textbox', { name: 'Group title' }).fill(to)
  await page.keyboard.press('Enter')
}

/** Makes the live-editing socket fail for a whole browser, as a proxy without WebSockets would: the editor saves through REST. */
const withoutLiveEditing = (context: BrowserContext) => context.routeWebSocket(/\/collab$/, (socket) => socket.close())

test('without live editing, a save refused because another browser saved first offers the choice: keep mine, or load theirs', async ({ page, browser }) => {
  await withoutLiveEditing(page.context())
  await signInWithPrintedUrl(page)
  const botId = await openBotWithOneGroup(page, 'Shared')
  const storedTitle = async () => (await savedBot(page, botId)).groups[0].title

  const otherContext = await browser.newContext()
  await withoutLiveEditing(otherContext)
  const other = await otherContext.newPage()
  await signInWithPrintedUrl(other)
  await other.goto(`/bots/${botId}/flow`)
  await renameGroup(other, 'Welcome', 'Theirs')
  await expect.poll(storedTitle).toBe('Theirs')

  // This page still edits the version it opened: its save is refused, and nothing is overwritten.
  await renameGroup(page, 'Welcome', 'Mine')
  const dialog = page.getByRole('dialog', { name: 'This bot was changed elsewhere' })
  await expect(dialog).toBeVisible()
  expect(await storedTitle()).toBe('Theirs')
  await dialog.getByRole('button', { name: 'Keep mine' }).click()
  await expect.poll(storedTitle).toBe('Mine')
  await expect(dialog).toBeHidden()

  // Now the other browser is behind: its next edit meets the same choice, and it loads the latest.
  await renameGroup(other, 'Theirs', 'Theirs again')
  const otherDialog = other.getByRole('dialog', { name: 'This bot was changed elsewhere' })
  await otherDialog.getByRole('button', { name: 'Load their version' }).click()
  await expect(group(other, 'Mine')).toBeVisible()
  await expect(other.getByRole('button', { name: /^Undo/ })).toBeDisabled()
  expect(await storedTitle()).toBe('Mine')
  await otherContext.close()
})

test('publishing from the editor: the badge says when the draft differs from what visitors run; unpublish stops it', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await openBotWithOneGroup(page, 'Launch')
  const header = page.getByRole('banner')
  await expect(header.getByText('Draft', { exact: true })).toBeVisible()
  await header.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(header.getByText('Published', { exact: true })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled()

  await renameGroup(page, 'Welcome', 'Hello')
  await expect(header.getByText('Unpublished changes', { exact: true })).toBeVisible()
  await header.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(header.getByText('Published', { exact: true })).toBeVisible()

  // Undoing the rename makes the draft differ from the live version again.
  await page.getByRole('button', { name: /^Undo/ }).click()
  await expect(header.getByText('Unpublished changes', { exact: true })).toBeVisible()

  await header.getByRole('button', { name: 'Live version options' }).click()
  await page.getByRole('menuitem', { name: 'Unpublish' }).click()
  await expect(header.getByText('Draft', { exact: true })).toBeVisible()
})

test('without live editing, edits made while the service cannot be reached survive a reload, and are saved once it answers again', async ({ page, baseURL }) => {
  // The page talks to the service through a link the test cuts for saves: the save the page sends
  // as it unloads for the reload must fail too, as it does when the network is gone.
  const link = await startServiceLink(baseURL!)
  const isSave = (request: IncomingMessage) => request.method === 'PATCH' && /^\/api\/v1\/bots\/[^/?]+$/.test(request.url ?? '')
  await withoutLiveEditing(page.context())
  await signInWithPrintedUrl(page, undefined, link.url)
  const botId = await openBotWithOneGroup(page, 'Offline')
  link.refuse(isSave)

  await renameGroup(page, 'Welcome', 'Written offline')
  await expect(page.getByRole('toolbar', { name: 'Editor' }).getByRole('status')).toHaveText('Offline: changes kept on this device')

  await page.reload()
  await expect(group(page, 'Written offline')).toBeVisible()
  expect((await savedBot(page, botId)).groups[0].title).toBe('Welcome')
  const restored = page.getByRole('status').filter({ hasText: 'Unsaved changes from your last visit were restored.' })
  await expect(restored).toBeVisible()
  await restored.getByRole('button', { name: 'Dismiss' }).click()
  await expect(restored).toBeHidden()

  link.refuse(undefined)
  await expect.poll(async () => (await savedBot(page, botId)).groups[0].title, { timeout: 20_000 }).toBe('Written offline')
  await expect(page.getByRole('toolbar', { name: 'Editor' }).getByRole('status')).toHaveText('Saved')
  await link.close()
})
