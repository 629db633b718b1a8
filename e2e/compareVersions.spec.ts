import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// Comparing a published version with the draft as a person does it: publish, edit the draft,
// open the version from the share page's list, see what changed on the canvas and in the list,
// then restore that version.

const richText = (words: string) => ({ richText: [{ type: 'p', children: [{ text: words }] }] })
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })

const firstVersion = {
  name: 'Versions',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    { id: 'g-welcome', title: 'Welcome', graphCoordinates: { x: 0, y: 120 }, blocks: [{ id: 'b1', type: 'text', content: richText('Hello there') }] },
    { id: 'g-ask', title: 'Ask', graphCoordinates: { x: 380, y: 120 }, blocks: [{ id: 'b2', type: 'text input' }] },
  ],
  edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g-welcome' } }],
  variables: [],
}

const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

test('an owner publishes, edits the draft, compares, sees the changes highlighted, then restores the version', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: firstVersion })
  await ownerCall(origin, 'POST', `/v1/bots/${bot.id}/publish`, {})

  // The draft moves on: a group added and one removed (through the API), one renamed on the canvas.
  const current = await savedBot(page, bot.id)
  await ownerCall(origin, 'PATCH', `/v1/bots/${bot.id}`, {
    bot: {
      groups: [current.groups[0], { id: 'g-offer', title: 'Offer', graphCoordinates: { x: 380, y: 320 }, blocks: [{ id: 'b3', type: 'text', content: richText('10% off') }] }],
      updatedAt: current.updatedAt,
    },
  })
  await page.goto(`/bots/${bot.id}/flow`)
  await group(page, 'Welcome').getByRole('heading', { name: 'Welcome' }).dblclick()
  await page.getByRole('textbox', { name: 'Group title' }).fill('Greeting')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await savedBot(page, bot.id)).groups[0].title).toBe('Greeting')

  // The published versions list, on the share page: compare the live one with the draft.
  await page.getByRole('link', { name: 'Share' }).click()
  const versions = page.getByRole('list', { name: 'Published versions' })
  await versions.getByRole('listitem').first().getByRole('link', { name: /Compare the version of .* with the draft/ }).click()

  const changes = page.getByRole('complementary', { name: 'Changes' })
  await expect(changes.getByRole('status')).toHaveText('1 added, 1 changed, 1 removed groups')
  await expect(group(page, 'Greeting (changed)')).toHaveAttribute('data-compare', 'changed')
  await expect(group(page, 'Offer (added)')).toHaveClass(/border-emerald/)
  await expect(group(page, 'Ask (removed)')).toHaveClass(/opacity-60/)
  await expect(changes.getByRole('list', { name: 'Changed groups' })).toContainText('title')

  // A change in the list takes the canvas to its group.
  await changes.getByRole('button', { name: /Added Offer/ }).click()
  await expect(group(page, 'Offer (added)')).toBeFocused()
  await expect(group(page, 'Offer (added)')).toBeInViewport()

  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('compare-light-1440.png') })

  // Restore, with the same confirmation as on the share page.
  await page.getByRole('button', { name: 'Restore this version' }).click()
  const dialog = page.getByRole('dialog', { name: 'Restore this version into the draft?' })
  await expect(dialog).toContainText('Visitors keep running the live version until you publish again.')
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog).toHaveCount(0)
  // Back in the editor, on the restored draft.
  await expect(group(page, 'Welcome')).toBeVisible()
  await expect(group(page, 'Ask')).toBeVisible()
  await expect(group(page, 'Offer')).toHaveCount(0)
  // The open editor's live document takes the restore in and writes it back (within a second).
  await expect.poll(async () => (await savedBot(page, bot.id)).groups.map((entry: { title: string }) => entry.title)).toEqual(['Welcome', 'Ask'])
})

test('changed blocks are marked, and a version compares with another version too; dark mode and a phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bb.theme', 'dark'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: firstVersion })
  const { publishedBot: first } = await ownerCall(origin, 'POST', `/v1/bots/${bot.id}/publish`, {})
  // A second version: Welcome's text changed and an Offer group; then the draft drops the Offer again.
  let current = await savedBot(page, bot.id)
  const welcome = { ...current.groups[0], blocks: [{ id: 'b1', type: 'text', content: richText('Hello again') }] }
  const offer = { id: 'g-offer', title: 'Offer', graphCoordinates: { x: 380, y: 320 }, blocks: [] }
  await ownerCall(origin, 'PATCH', `/v1/bots/${bot.id}`, { bot: { groups: [welcome, current.groups[1], offer], updatedAt: current.updatedAt } })
  const { publishedBot: second } = await ownerCall(origin, 'POST', `/v1/bots/${bot.id}/publish`, {})
  current = await savedBot(page, bot.id)
  await ownerCall(origin, 'PATCH', `/v1/bots/${bot.id}`, { bot: { groups: current.groups.slice(0, 2), updatedAt: current.updatedAt } })

  await page.goto(`/bots/${bot.id}/flow?mode=compare&version=${first.id}`)
  const changes = page.getByRole('complementary', { name: 'Changes' })
  await expect(changes.getByRole('status')).toHaveText('1 changed group')
  await expect(page.locator('[data-block-id="b1"]')).toHaveAttribute('data-compare', 'changed')
  await expect(group(page, 'Offer (added)')).toHaveCount(0)

  // Against the second version instead of the draft: its Offer group shows as added.
  await page.getByRole('combobox').selectOption({ value: second.id })
  await expect(page).toHaveURL(new RegExp(`against=${second.id}`))
  await expect(group(page, 'Offer (added)')).toBeVisible()
  await expect(changes.getByRole('status')).toHaveText('1 added, 1 changed groups')

  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('compare-dark-1440.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(changes).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('compare-dark-390.png') })
  expect(await seriousViolations(page)).toEqual([])
})
