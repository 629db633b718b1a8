import { expect, test, type Browser, type Page } from '@playwright/test'
import { invitedMemberApiToken, ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// Live editing: two people in one bot see each other's work as it happens, a guest watches, a
// script's PATCH shows up in open editors, edits made offline are merged, undo is personal.

const canvas = (page: Page) => page.locator('[data-editor-canvas]')
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const settings = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })
const saveStatus = (page: Page) => page.getByRole('toolbar', { name: 'Editor' }).getByRole('status')
const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

/** Wide enough that a group dragged in one editor stays in the other's view (only what is on screen is drawn). */
const wide = { width: 1600, height: 1000 }
test.use({ viewport: wide })
// The browser context is reused by the next test (playwright.config.ts), and a reset does not bring it back online.
test.afterEach(({ context }) => context.setOffline(false))

/** A colleague of the owner with `role` in the page's workspace, signed in in a browser of their own. */
async function colleague(browser: Browser, page: Page, role: 'MEMBER' | 'GUEST', workspaceId: string) {
  const origin = new URL(page.url()).origin
  const email = `${role.toLowerCase()}-${Date.now()}@example.com`
  const { signInToken } = await ownerCall(origin, 'POST', `/v1/workspaces/${workspaceId}/members`, { email, role })
  const token = await invitedMemberApiToken(origin, signInToken)
  const context = await browser.newContext({ viewport: wide })
  const other = await context.newPage()
  await signInWithPrintedUrl(other, token)
  return other
}

async function openBot(page: Page, name: string) {
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const bot = {
    name,
    groups: [
      { id: 'a', title: 'Welcome', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hi')] },
      { id: 'b', title: 'Second', graphCoordinates: { x: 500, y: 80 }, blocks: [text('t2', 'Later')] },
    ],
  }
  const created = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot })).bot
  await page.goto(`/bots/${created.id}/flow`)
  await expect(canvas(page)).toBeVisible()
  return { botId: created.id as string, workspaceId }
}

const openFlow = async (page: Page, botId: string) => {
  await page.goto(`/bots/${botId}/flow`)
  await expect(canvas(page)).toBeVisible()
  await expect(saveStatus(page)).toHaveText('Saved')
}

async function renameGroup(page: Page, from: string, to: string) {
  await group(page, from).getByRole('heading', { name: from }).dblclick()
  await page.getByRole('textbox', { name: 'Group title' }).fill(to)
  await page.keyboard.press('Enter')
}

async function dragGroup(page: Page, title: string, by: { x: number; y: number }) {
  const box = (await group(page, title).boundingBox())!
  const start = { x: box.x + box.width - 60, y: box.y + 20 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + by.x, start.y + by.y, { steps: 10 })
  await page.mouse.up()
}

test('two editors see each other’s work at once, without a conflict; a guest watches and cannot edit', async ({ page, browser }) => {
  await signInWithPrintedUrl(page)
  const { botId, workspaceId } = await openBot(page, 'Together')
  await expect(saveStatus(page)).toHaveText('Saved')
  const member = await colleague(browser, page, 'MEMBER', workspaceId)
  await openFlow(member, botId)
  const guest = await colleague(browser, page, 'GUEST', workspaceId)
  await openFlow(guest, botId).catch(() => {})
  await expect(canvas(guest)).toBeVisible()

  // A adds a group and moves another while B edits a block.
  await page.getByTestId('sidebar-text').dragTo(canvas(page), { targetPosition: { x: 300, y: 420 } })
  await expect(group(page, 'Group #3')).toBeVisible()
  await settings(page).getByRole('button', { name: 'Close block settings' }).click()
  // Where "Second" sits below "Welcome" (the canvas pans as panels open; the flow is what counts).
  const drop = async (viewer: Page) => (await group(viewer, 'Second').boundingBox())!.y - (await group(viewer, 'Welcome').boundingBox())!.y
  const before = await drop(guest)
  await dragGroup(page, 'Second', { x: 120, y: 160 })
  await member.getByRole('group', { name: 'Welcome' }).getByTestId('block').first().click()
  await settings(member).getByRole('textbox', { name: 'Message' }).fill('Edited by B')

  // Both see both, and so does the guest.
  for (const viewer of [page, member, guest]) {
    await expect(group(viewer, 'Group #3')).toBeVisible()
    await expect(group(viewer, 'Welcome')).toContainText('Edited by B')
  }
  await expect.poll(() => drop(guest)).toBeGreaterThan(before + 60)
  await expect(page.getByRole('dialog', { name: 'This bot was changed elsewhere' })).toHaveCount(0)
  await expect(member.getByRole('dialog', { name: 'This bot was changed elsewhere' })).toHaveCount(0)
  await expect.poll(async () => (await savedBot(page, botId)).groups.map((g: { title: string }) => g.title)).toEqual(['Welcome', 'Second', 'Group #3'])
  await expect.poll(async () => JSON.stringify((await savedBot(page, botId)).groups[0].blocks[0])).toContain('Edited by B')

  // The guest has no way to change it: no palette, read only.
  await expect(saveStatus(guest)).toHaveCount(0)
  await expect(guest.getByText('Read only')).toBeVisible()
  await expect(guest.getByTestId('sidebar-text')).toHaveCount(0)
  await member.context().close()
  await guest.context().close()
})

test('a PATCH from a script appears in every open editor', async ({ page, browser }) => {
  await signInWithPrintedUrl(page)
  const { botId, workspaceId } = await openBot(page, 'Scripted')
  await expect(saveStatus(page)).toHaveText('Saved')
  const member = await colleague(browser, page, 'MEMBER', workspaceId)
  await openFlow(member, botId)
  const current = await savedBot(page, botId)
  const groups = current.groups.map((g: { id: string; title: string }) => (g.id === 'b' ? { ...g, title: 'Set by a script' } : g))
  await ownerCall(new URL(page.url()).origin, 'PATCH', `/v1/bots/${botId}`, { bot: { groups, updatedAt: current.updatedAt } })
  await expect(group(page, 'Set by a script')).toBeVisible()
  await expect(group(member, 'Set by a script')).toBeVisible()
  await member.context().close()
})

test('edits made offline are kept, said so, and merged on reconnection; nothing is lost on reload', async ({ page, browser }) => {
  await signInWithPrintedUrl(page)
  const { botId, workspaceId } = await openBot(page, 'Offline live')
  await expect(saveStatus(page)).toHaveText('Saved')
  const member = await colleague(browser, page, 'MEMBER', workspaceId)
  await openFlow(member, botId)

  await page.context().setOffline(true)
  await renameGroup(page, 'Welcome', 'Typed offline')
  await dragGroup(page, 'Second', { x: 0, y: 200 })
  await expect(saveStatus(page)).toHaveText('Offline, 2 changes kept')
  expect(await seriousViolations(page)).toEqual([])
  await renameGroup(member, 'Second', 'Meanwhile online')

  await page.context().setOffline(false)
  await expect(saveStatus(page)).toHaveText('Saved')
  await expect(group(member, 'Typed offline')).toBeVisible()
  await expect(group(page, 'Meanwhile online')).toBeVisible()
  await expect.poll(async () => (await savedBot(page, botId)).groups.map((g: { title: string }) => g.title)).toEqual(['Typed offline', 'Meanwhile online'])

  // Typed, then reloaded at once: still there.
  await renameGroup(page, 'Typed offline', 'Before reload')
  await page.reload()
  await expect(group(page, 'Before reload')).toBeVisible()
  await expect(group(member, 'Before reload')).toBeVisible()
  await member.context().close()
})

/** Holds the service's messages on the page's live socket until the returned function is called. */
async function holdLiveMessages(page: Page) {
  let letThrough!: () => void
  const letGo = new Promise<void>((resolve) => (letThrough = resolve))
  await page.routeWebSocket(/\/collab$/, (socket) => {
    const service = socket.connectToServer()
    service.onMessage(async (message) => {
      await letGo
      socket.send(message)
    })
  })
  return letThrough
}

test('a drag under way when the live session connects is kept whole: the service\'s answer waits until the group is let go', async ({ page }) => {
  await signInWithPrintedUrl(page)
  // The service's messages on the live socket wait until the test lets them through, mid-drag.
  const letThrough = await holdLiveMessages(page)
  const { botId } = await openBot(page, 'Drag while connecting')
  await expect(saveStatus(page)).toHaveText('Connecting…')

  const box = (await group(page, 'Second').boundingBox())!
  const start = { x: box.x + box.width - 60, y: box.y + 20 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + 100, start.y + 50, { steps: 5 })
  letThrough()
  // The answer has arrived; held while the group is held.
  await page.waitForTimeout(400)
  await expect(saveStatus(page)).toHaveText('Connecting…')
  await page.mouse.move(start.x + 200, start.y + 100, { steps: 5 })
  await page.mouse.up()
  const dropped = (await group(page, 'Second').boundingBox())!
  expect(dropped.x).toBeGreaterThan(box.x + 150)

  await expect(saveStatus(page)).toHaveText('Saved')
  // The service writes live edits into the bot row within a second.
  const position = async () => (await savedBot(page, botId)).groups.find((g: { id: string }) => g.id === 'b').graphCoordinates
  await expect.poll(async () => (await position()).x).toBeGreaterThan(650)
  expect((await position()).y).toBeGreaterThan(150)
  await page.reload()
  await expect(saveStatus(page)).toHaveText('Saved')
  const after = (await group(page, 'Second').boundingBox())!
  expect({ x: Math.round(after.x), y: Math.round(after.y) }).toEqual({ x: Math.round(dropped.x), y: Math.round(dropped.y) })
})

test('a note added, written and coloured while the editor is still connecting live is kept as it was left', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const letThrough = await holdLiveMessages(page)
  const { botId } = await openBot(page, 'Notes while connecting')
  await expect(saveStatus(page)).toHaveText('Connecting…')
  await page.getByRole('button', { name: 'Add note' }).click()
  await page.keyboard.press('Enter')
  await page.getByRole('textbox', { name: 'Note text (Markdown)' }).fill('Written while connecting')
  await page.keyboard.press('Escape')
  const written = page.getByRole('group', { name: 'Note: Written while connecting' })
  await page.getByRole('toolbar', { name: 'Note' }).getByRole('button', { name: 'Blue' }).click()
  await expect(written).toHaveAttribute('data-color', 'blue')

  letThrough()
  await expect(saveStatus(page)).toHaveText('Saved')
  const stored = async () => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}/notes`)).notes as { content: string; color: string }[]
  await expect.poll(stored).toEqual([expect.objectContaining({ content: 'Written while connecting', color: 'blue' })])
  await expect(written).toHaveAttribute('data-color', 'blue')
  await page.reload()
  await expect(written).toHaveAttribute('data-color', 'blue')
})

test("undo takes back my last gesture, never a collaborator's", async ({ page, browser }) => {
  await signInWithPrintedUrl(page)
  const { botId, workspaceId } = await openBot(page, 'Undo is mine')
  await expect(saveStatus(page)).toHaveText('Saved')
  const member = await colleague(browser, page, 'MEMBER', workspaceId)
  await openFlow(member, botId)

  // Where "Second" sits relative to the first group (the canvas may pan; the flow is what counts).
  const offset = async (viewer: Page, first: string) => {
    const [a, b] = [(await group(viewer, first).boundingBox())!, (await group(viewer, 'Second').boundingBox())!]
    return { x: Math.round(b.x - a.x), y: Math.round(b.y - a.y) }
  }
  const start = await offset(page, 'Welcome')
  await dragGroup(page, 'Second', { x: 0, y: 150 })
  await expect.poll(async () => (await offset(member, 'Welcome')).y).toBeGreaterThan(start.y + 50)
  await renameGroup(member, 'Welcome', 'Their title')
  await expect(group(page, 'Their title')).toBeVisible()

  // One drag, one undo step: the group goes back, their rename stays.
  await page.getByRole('button', { name: /^Undo/ }).click()
  await expect.poll(() => offset(page, 'Their title')).toEqual(start)
  await expect.poll(() => offset(member, 'Their title')).toEqual(start)
  await expect(group(page, 'Their title')).toBeVisible()
  await expect(group(member, 'Their title')).toBeVisible()
  await member.context().close()
})
