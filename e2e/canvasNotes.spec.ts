import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { botAction, card, createWorkspace, openSeededBot, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { colorSchemes, showInScheme } from './support/colorScheme'

// Sticky notes on the flow canvas, as a person uses them: added from the toolbar, written in
// Markdown, coloured, resized, kept over a reload, undone, and carried by an export into an import.

const note = (page: Page, name: string | RegExp) => page.getByRole('group', { name })
const noteToolbar = (page: Page) => page.getByRole('toolbar', { name: 'Note' })
type StoredNote = { id: string; content: string; color: string; width: number; height: number; graphCoordinates: { x: number; y: number } }
const storedNotes = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}/notes`)).notes as StoredNote[]
const welcomeGroup = { id: 'g1', title: 'Welcome', graphCoordinates: { x: 80, y: 380 }, blocks: [{ id: 't1', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hi' }] }] } }] }

/** Drags the lower right corner handle of a selected note by `by` pixels. */
async function resize(page: Page, target: Locator, by: { x: number; y: number }) {
  const handle = page.locator('.react-flow__resize-control.handle.bottom.right')
  const box = (await handle.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + by.x, box.y + by.y, { steps: 8 })
  await page.mouse.up()
  await expect(target).toBeVisible()
}

test.use({ viewport: { width: 1440, height: 900 } })

test('a note added, written, coloured, resized, kept after a reload, undone, and exported with its bot into an import', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Notes')
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const botId = await openSeededBot(page, { name: 'Planned bot', groups: [welcomeGroup] })

  // Added from the toolbar: an empty note, focused, where Enter starts writing.
  await page.getByRole('button', { name: 'Add note' }).click()
  const empty = note(page, 'Empty note')
  await expect(empty).toBeFocused()
  await page.keyboard.press('Enter')
  await page.getByRole('textbox', { name: 'Note text (Markdown)' }).fill('# Plan\nAsk for the **email** first <img src=x onerror=alert(1)>\n- then thank them')
  await page.keyboard.press('Escape')
  const plan = note(page, 'Note: Plan')
  await expect(plan).toBeFocused()
  await expect(plan.getByRole('heading', { name: 'Plan' })).toBeVisible()
  await expect(plan.locator('strong')).toHaveText('email')
  await expect(plan.getByRole('listitem')).toHaveText('then thank them')
  // Typed HTML is shown as text, never made into an element.
  await expect(plan).toContainText('<img src=x onerror=alert(1)>')
  await expect(plan.locator('img')).toHaveCount(0)

  // Coloured from the palette of the selected note, and resized by its corner.
  await noteToolbar(page).getByRole('button', { name: 'Blue' }).click()
  await expect(plan).toHaveAttribute('data-color', 'blue')
  await expect(noteToolbar(page).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true')
  const before = (await plan.boundingBox())!
  await resize(page, plan, { x: 120, y: 80 })
  const after = (await plan.boundingBox())!
  expect(after.width).toBeGreaterThan(before.width + 60)
  expect(after.height).toBeGreaterThan(before.height + 40)
  await expect.poll(async () => (await storedNotes(page, botId))[0]?.width ?? 0).toBeGreaterThan(300)
  const [saved] = await storedNotes(page, botId)
  expect(saved).toMatchObject({ color: 'blue', content: expect.stringContaining('# Plan') })

  // After a reload the note is as it was left.
  await page.reload()
  await expect(plan).toHaveAttribute('data-color', 'blue')
  await expect(plan.getByRole('heading', { name: 'Plan' })).toBeVisible()
  expect(Math.round((await plan.boundingBox())!.width)).toBe(Math.round(after.width))

  // A colour change and a delete, both undone with the editor's undo.
  await plan.click()
  await noteToolbar(page).getByRole('button', { name: 'Green' }).click()
  await expect(plan).toHaveAttribute('data-color', 'green')
  await plan.focus()
  await page.keyboard.press('Delete')
  await expect(plan).toHaveCount(0)
  await expect.poll(async () => (await storedNotes(page, botId)).length).toBe(0)
  await page.getByRole('button', { name: /^Undo/ }).click()
  await expect(plan).toHaveAttribute('data-color', 'green')
  await page.getByRole('button', { name: /^Undo/ }).click()
  await expect(plan).toHaveAttribute('data-color', 'blue')
  await expect.poll(async () => (await storedNotes(page, botId)).map((n) => n.color)).toEqual(['blue'])
  await expect(page.getByRole('group', { name: 'Welcome', exact: true })).toBeVisible()

  // Exported from the dashboard: the file is the bot with its notes beside it; imported back, the note comes along.
  await page.goto(`/w/${workspaceId}`)
  const downloading = page.waitForEvent('download')
  await botAction(page, 'Planned bot', 'Export')
  const exported = JSON.parse(readFileSync(await (await downloading).path()).toString())
  expect(exported.groups[0].title).toBe('Welcome')
  expect(exported.notes).toEqual([expect.objectContaining({ color: 'blue', content: expect.stringContaining('# Plan') })])
  exported.name = 'Imported plan'
  await page.getByLabel('Bot file to import').setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) })
  await card(page, 'Imported plan').click()
  await expect(note(page, 'Note: Plan')).toHaveAttribute('data-color', 'blue')
  await expect(note(page, 'Note: Plan').getByRole('heading', { name: 'Plan' })).toBeVisible()
})

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport })
    test('a selected note with its toolbar passes axe, light and dark', async ({ page }) => {
      await signInWithPrintedUrl(page)
      await createWorkspace(page, `Notes ${viewport.width}`)
      const botId = await openSeededBot(page, { name: 'Looks', groups: [welcomeGroup] })
      await ownerCall(new URL(page.url()).origin, 'POST', `/v1/bots/${botId}/notes`, {
        note: { content: '## Hand-off\nAsk **Sam** about the `pricing` block.\n1. Wording\n2. [Spec](https://example.com)', color: 'pink', graphCoordinates: { x: 80, y: 160 }, width: 260, height: 180 },
      })
      await page.reload()
      const handOff = note(page, 'Note: Hand-off')
      await handOff.click()
      await expect(noteToolbar(page)).toBeVisible()
      for (const colorScheme of colorSchemes) {
        await showInScheme(page, colorScheme)
        await page.screenshot({ path: `test-results/canvas-notes/note-${colorScheme}-${viewport.width}.png` })
        expect(await seriousViolations(page), colorScheme).toEqual([])
      }
    })
  })
}
