import { expect, test, type Locator, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { createWorkspace, fitToView, openSeededBot, signInWithPrintedUrl } from './support/app'

// The flow editor as a person uses it: blocks dragged from the sidebar, outputs dragged to groups,
// settings typed in the side panel, keyboard commands, and the draft saved by itself.

const canvas = (page: Page) => page.locator('[data-editor-canvas]')
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const settings = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })

/** Drags a sidebar entry onto empty canvas, `at` pixels from the canvas's top-left corner. */
async function dropOnCanvas(page: Page, type: string, at: { x: number; y: number }) {
  await page.getByTestId(`sidebar-${type}`).dragTo(canvas(page), { targetPosition: at })
}

/** Drags a sidebar entry into a group, below its last block. */
async function dropAtEndOf(page: Page, type: string, target: Locator) {
  const box = (await target.boundingBox())!
  await page.getByTestId(`sidebar-${type}`).dragTo(target, { targetPosition: { x: box.width / 2, y: box.height - 8 } })
}

/** Drags from an output handle and lets go over a group's title. */
async function connect(page: Page, output: Locator, target: Locator) {
  const from = (await output.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 12 })
  await page.mouse.up()
}

/** The output of a group's last block (where the flow continues). */
const exitOf = (target: Locator) => target.locator('.react-flow__handle.source').last()

/** The output of the item (button, condition…) showing `text`. */
async function itemExit(target: Locator, text: string) {
  const row = target.locator('[data-item-id]', { hasText: text })
  const itemId = await row.getAttribute('data-item-id')
  const blockId = await row.locator('xpath=ancestor::*[@data-block-id][1]').getAttribute('data-block-id')
  return target.locator(`[data-handleid="block:${blockId}:${itemId}:"]`)
}

/** Drags a group by its title bar. */
async function dragGroup(page: Page, target: Locator, by: { x: number; y: number }) {
  const box = (await target.boundingBox())!
  const start = { x: box.x + box.width - 60, y: box.y + 20 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + by.x, start.y + by.y, { steps: 10 })
  await page.mouse.up()
}

/** Closes the settings panel, giving the canvas its width back. */
const closeSettings = (page: Page) => settings(page).getByRole('button', { name: 'Close block settings' }).click()

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const blockTexts = (target: Locator) => target.getByTestId('block').allTextContents()

/** Drags a block with the mouse to a point, checking the drop placeholder on the way. */
async function dragBlock(page: Page, block: Locator, to: { x: number; y: number }, expectPlaceholder: boolean) {
  const from = (await block.boundingBox())!
  await page.mouse.move(from.x + 40, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 12 })
  if (expectPlaceholder) await expect(page.getByTestId('drop-placeholder')).toBeVisible()
  await page.mouse.up()
}

const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot
const botIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]

test.use({ viewport: { width: 1600, height: 1000 } })

test('a bot built from nothing by drag and drop, configured, undone and redone, copied to another bot, and still there after a reload', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Flow editing')
  await page.getByRole('button', { name: 'New bot' }).click()
  await page.getByRole('button', { name: 'Create bot' }).click()
  await expect(canvas(page)).toBeVisible()
  const botId = botIdOf(page)

  // A greeting: a text bubble dropped on the canvas becomes a group, and its settings open.
  await dropOnCanvas(page, 'text', { x: 140, y: 340 })
  const welcome = group(page, 'Group #1')
  await expect(welcome.getByTestId('block')).toHaveCount(1)
  await settings(page).getByRole('textbox', { name: 'Message' }).fill("Hello! What's your name?")
  await expect(welcome).toContainText("Hello! What's your name?")

  // A text input dropped into the same group, saving the answer to a new variable.
  await dropAtEndOf(page, 'text input', welcome)
  await expect(welcome.getByTestId('block')).toHaveCount(2)
  await settings(page).getByRole('button', { name: /Save the answer in/ }).click()
  await page.getByRole('combobox', { name: 'Search variables' }).fill('Name')
  await page.getByRole('option', { name: 'Create variable “Name”' }).click()
  await expect(welcome.getByTestId('block').nth(1)).toContainText('Saves to Name')

  // Buttons in a group of their own, with two choices, reached from the greeting.
  await closeSettings(page)
  await dropOnCanvas(page, 'choice input', { x: 540, y: 340 })
  const question = group(page, 'Group #2')
  await settings(page).getByRole('textbox', { name: 'Choice 1' }).fill('Yes')
  await settings(page).getByRole('button', { name: 'Add a choice' }).click()
  await settings(page).getByRole('textbox', { name: 'Choice 2' }).fill('No')
  await expect(question.locator('[data-item-id]')).toHaveText(['Yes', 'No'])
  await connect(page, exitOf(welcome), question)

  // "Yes" leads to a condition on the variable, "No" to a goodbye.
  await closeSettings(page)
  await dropOnCanvas(page, 'Condition', { x: 940, y: 240 })
  const check = group(page, 'Group #3')
  await settings(page).getByRole('button', { name: /Condition 1, comparison 1: variable/ }).click()
  await page.getByRole('option', { name: 'Name' }).click()
  await settings(page).getByRole('combobox', { name: 'Condition 1, comparison 1: operator' }).selectOption('Is set')
  await expect(check.locator('[data-item-id]')).toHaveText('Name is set')
  await closeSettings(page)
  await dropOnCanvas(page, 'text', { x: 940, y: 580 })
  const goodbye = group(page, 'Group #4')
  await settings(page).getByRole('textbox', { name: 'Message' }).fill('Goodbye {{Name}}')
  await expect(goodbye.getByTestId('block')).toContainText('Goodbye Name')
  await closeSettings(page)
  // The panels panned the canvas to keep each edited block in sight: the whole flow back in view.
  await fitToView(page)
  await expect(page.getByRole('group', { name: 'Start event' })).toBeInViewport()
  await connect(page, await itemExit(question, 'Yes'), check)
  await connect(page, await itemExit(question, 'No'), goodbye)
  await connect(page, exitOf(page.getByRole('group', { name: 'Start event' })), welcome)
  await expect(page.locator('.react-flow__edge')).toHaveCount(4)
  await expect.poll(async () => (await savedBot(page, botId)).edges.length).toBe(4)
  const stored = await savedBot(page, botId)
  expect(stored.groups.map((g: { title: string }) => g.title)).toEqual(['Group #1', 'Group #2', 'Group #3', 'Group #4'])
  expect(stored.variables.map((v: { name: string }) => v.name)).toEqual(['Name'])
  await expect(page.getByRole('toolbar', { name: 'Editor' }).getByRole('status')).toHaveText('Saved')

  // A drag is one undo step, whatever the number of frames; redo puts it back.
  const top = async () => Math.round((await question.boundingBox())!.y)
  const startTop = await top()
  await dragGroup(page, question, { x: 0, y: 200 })
  await expect.poll(top).toBeGreaterThan(startTop + 150)
  const movedTop = await top()
  await page.keyboard.press('ControlOrMeta+z')
  await expect.poll(top).toBe(startTop)
  await page.keyboard.press('ControlOrMeta+Shift+z')
  await expect.poll(top).toBe(movedTop)

  // Delete a group, undo (it comes back with its edge), redo, undo again.
  await goodbye.getByRole('heading', { name: 'Group #4' }).click()
  await page.keyboard.press('Delete')
  await expect(goodbye).toHaveCount(0)
  await expect(page.locator('.react-flow__edge')).toHaveCount(3)
  await page.keyboard.press('ControlOrMeta+z')
  await expect(goodbye).toBeVisible()
  await expect(page.locator('.react-flow__edge')).toHaveCount(4)
  await page.keyboard.press('ControlOrMeta+y')
  await expect(goodbye).toHaveCount(0)
  await page.keyboard.press('ControlOrMeta+z')
  await expect(goodbye).toBeVisible()

  // Copy the greeting and paste it into another bot: blocks and variable come along.
  const { workspaceId } = await savedBot(page, botId)
  const other = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot: { name: 'Other bot' } })).bot
  await welcome.getByRole('heading', { name: 'Group #1' }).click()
  await page.keyboard.press('ControlOrMeta+c')
  await expect(page.getByRole('status').filter({ hasText: 'Copied 1 group' })).toBeVisible()
  await expect.poll(async () => (await savedBot(page, botId)).groups.length).toBe(4)
  await page.goto(`/bots/${other.id}/flow`)
  await expect(canvas(page)).toBeVisible()
  await page.mouse.move(700, 500)
  await page.keyboard.press('ControlOrMeta+v')
  const pasted = group(page, 'Group #1')
  await expect(pasted.getByTestId('block')).toHaveCount(2)
  await expect(pasted).toContainText("Hello! What's your name?")
  await expect(pasted).toContainText('Saves to Name')
  await expect.poll(async () => (await savedBot(page, other.id)).variables.map((v: { name: string }) => v.name)).toEqual(['Name'])
  const copy = (await savedBot(page, other.id)).groups[0]
  expect(copy.id).not.toBe(stored.groups[0].id)

  // Back to the first bot after a reload: everything was saved.
  await page.goto(`/bots/${botId}/flow`)
  await page.reload()
  for (const title of ['Group #1', 'Group #2', 'Group #3', 'Group #4']) await expect(group(page, title)).toBeVisible()
  await expect(page.locator('.react-flow__edge')).toHaveCount(4)
  await expect(group(page, 'Group #2').locator('[data-item-id]')).toHaveText(['Yes', 'No'])
  await expect(group(page, 'Group #3')).toContainText('Name is set')
})

test('blocks move within a group, to another group and out onto the canvas; groups are selected and moved together', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Moves',
    groups: [
      { id: 'a', title: 'First', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'One'), text('t2', 'Two'), text('t3', 'Three')] },
      { id: 'b', title: 'Second', graphCoordinates: { x: 500, y: 80 }, blocks: [text('t4', 'Four')] },
    ],
  })
  const first = group(page, 'First')
  const second = group(page, 'Second')

  // Within the group: "Three" dropped on the upper half of "Two" lands between One and Two.
  const two = (await first.getByTestId('block').nth(1).boundingBox())!
  await dragBlock(page, first.getByTestId('block').nth(2), { x: two.x + 60, y: two.y + 6 }, true)
  await expect.poll(() => blockTexts(first)).toEqual(['One', 'Three', 'Two'])

  // To the end of another group.
  const four = (await second.getByTestId('block').first().boundingBox())!
  await dragBlock(page, first.getByTestId('block').first(), { x: four.x + 60, y: four.y + four.height - 4 }, true)
  await expect.poll(() => blockTexts(second)).toEqual(['Four', 'One'])

  // Out onto empty canvas: a group of its own.
  const box = (await canvas(page).boundingBox())!
  await dragBlock(page, first.getByTestId('block').last(), { x: box.x + 300, y: box.y + 450 }, false)
  await expect.poll(() => blockTexts(first)).toEqual(['Three'])
  await expect.poll(() => blockTexts(group(page, 'Group #3'))).toEqual(['Two'])

  // Each move was one step: three undos restore the start.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ControlOrMeta+z')
  await expect.poll(() => blockTexts(first)).toEqual(['One', 'Two', 'Three'])
  await expect(group(page, 'Group #3')).toHaveCount(0)

  // Shift-click selects both groups, and dragging one moves both.
  await first.getByRole('heading', { name: 'First' }).click()
  await second.getByRole('heading', { name: 'Second' }).click({ modifiers: ['Shift'] })
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(2)
  const [firstBefore, secondBefore] = [(await first.boundingBox())!, (await second.boundingBox())!]
  await dragGroup(page, second, { x: 0, y: 150 })
  await expect.poll(async () => Math.round((await first.boundingBox())!.y - firstBefore.y)).toBeGreaterThan(100)
  expect(Math.round((await second.boundingBox())!.y - secondBefore.y)).toBe(Math.round((await first.boundingBox())!.y - firstBefore.y))

  // A click on empty canvas clears the selection; a box drawn with Shift selects what it covers.
  await canvas(page).click({ position: { x: 20, y: 600 } })
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(0)
  const area = (await canvas(page).boundingBox())!
  await page.keyboard.down('Shift')
  await page.mouse.move(area.x + 40, area.y + 230)
  await page.mouse.down()
  await page.mouse.move(area.x + area.width - 40, area.y + area.height - 40, { steps: 8 })
  await page.mouse.up()
  await page.keyboard.up('Shift')
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(2)

  await expect.poll(async () => (await savedBot(page, botId)).groups[0].graphCoordinates.y).toBeGreaterThan(80)

  // Zoom with the buttons and with Ctrl+wheel; fit to view; none of it is an edit.
  const zoom = page.getByText(/^\d+%$/)
  await expect(zoom).toHaveText('100%')
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect(zoom).toHaveText('120%')
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2)
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, 400)
  await page.keyboard.up('Control')
  await expect.poll(async () => parseInt((await zoom.textContent())!)).toBeLessThan(120)
  await fitToView(page)
  await expect(first).toBeInViewport()
  await expect(second).toBeInViewport()
  // Undo skips the zooms and takes back the last edit: the move of both groups.
  await page.keyboard.press('ControlOrMeta+z')
  await expect.poll(async () => (await savedBot(page, botId)).groups.map((g: { graphCoordinates: { y: number } }) => g.graphCoordinates.y)).toEqual([80, 80])

  // Select all, duplicate (the copies are selected), cut them, paste them back; the Edit menu undoes.
  const titles = () => page.getByTestId('group').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))
  await page.keyboard.press('ControlOrMeta+a')
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(2)
  await page.keyboard.press('ControlOrMeta+d')
  await expect.poll(titles).toEqual(['First', 'Second', 'First (2)', 'Second (2)'])
  await page.keyboard.press('ControlOrMeta+x')
  await expect.poll(titles).toEqual(['First', 'Second'])
  await page.keyboard.press('ControlOrMeta+v')
  await expect.poll(titles).toEqual(['First', 'Second', 'First (2)', 'Second (2)'])
  await page.getByRole('button', { name: 'Edit menu' }).click()
  await page.getByRole('menuitem', { name: /^Undo/ }).click()
  await expect.poll(titles).toEqual(['First', 'Second'])
})

test('the variables drawer lists, creates, renames, keeps out of results and deletes variables, warning where one is used', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Variables',
    groups: [{ id: 'a', title: 'Ask', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hi {{Name}}'), { id: 'q', type: 'text input', options: { variableId: 'v1' } }] }],
    variables: [{ id: 'v1', name: 'Name' }],
  })
  await page.getByRole('button', { name: 'Variables', exact: true }).click()
  const drawer = page.getByRole('complementary', { name: 'Variables' })
  await drawer.getByPlaceholder('New variable name').fill('Email')
  await drawer.getByRole('button', { name: 'Create' }).click()
  await expect(drawer.getByRole('listitem')).toHaveText([/Name/, /Email/])
  await drawer.getByRole('searchbox', { name: 'Search variables' }).fill('ema')
  await expect(drawer.getByRole('listitem')).toHaveText([/Email/])
  await drawer.getByRole('searchbox', { name: 'Search variables' }).fill('')

  // Renaming updates the {{Name}} in the bubble too.
  await drawer.getByRole('button', { name: 'Rename Name' }).click()
  await drawer.getByRole('textbox', { name: 'New name for Name' }).fill('First name')
  await page.keyboard.press('Enter')
  await expect(group(page, 'Ask').getByTestId('block').first()).toHaveText('Hi First name')

  // Not saved in results: the session flag is written.
  await drawer.getByRole('listitem', { name: 'Email' }).getByRole('checkbox', { name: 'Saved' }).uncheck()
  await expect.poll(async () => (await savedBot(page, botId)).variables.find((v: { name: string }) => v.name === 'Email')?.isSessionVariable).toBe(true)

  // Deleting a used variable warns and names the places.
  await drawer.getByRole('button', { name: 'Delete First name' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete “First name”?' })
  await expect(dialog).toContainText('used in 2 places')
  await dialog.getByRole('button', { name: 'Delete variable' }).click()
  await expect(drawer.getByRole('listitem')).toHaveText([/Email/])
  await expect(group(page, 'Ask').getByTestId('block').nth(1)).toHaveText('Not saved to a variable')
  // An unused one goes at once.
  await drawer.getByRole('button', { name: 'Delete Email' }).click()
  await expect(drawer.getByText('No variables yet', { exact: false })).toBeVisible()
  await expect.poll(async () => (await savedBot(page, botId)).variables).toEqual([])
})

/** The chunk of the block settings forms, which the editor loads apart from the canvas. */
const formsChunk = /\/assets\/BlockSettingsPanel-[\w-]+\.js$/

/** Signs in, opens a bot whose group "Hello" holds one text block, and opens that block. */
async function openTextBlock(page: Page, name: string) {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, name)
  await openSeededBot(page, { name, groups: [{ id: 'a', title: 'Hello', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hi there')] }] })
  await group(page, 'Hello').getByTestId('block').click()
}

test("a block opened before the settings forms have loaded says they are loading, then shows its form", async ({ page }) => {
  // Held back, as on a slow network.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(formsChunk, async (route) => {
    await held
    await route.continue()
  })
  await openTextBlock(page, 'Lazy forms')
  await expect(settings(page).getByRole('status')).toHaveText("Loading the block's settings…")
  release()
  await expect(settings(page).getByRole('textbox', { name: 'Message' })).toHaveText('Hi there')
  await expect(settings(page).getByRole('status')).toHaveCount(0)
})

test("forms that fail to load are said in the panel, and trying again shows them, the canvas untouched", async ({ page }) => {
  // The forms cannot be fetched, as on a lost connection, until the connection is back.
  let online = false
  await page.route(formsChunk, (route) => (online ? route.continue() : route.abort('internetdisconnected')))
  await openTextBlock(page, 'Forms offline')
  await expect(settings(page).getByRole('alert')).toContainText("The block's settings could not be loaded.")
  await expect(group(page, 'Hello')).toBeVisible()
  online = true
  await settings(page).getByRole('button', { name: 'Try again' }).click()
  await expect(settings(page).getByRole('textbox', { name: 'Message' })).toHaveText('Hi there')
  await expect(settings(page).getByRole('alert')).toHaveCount(0)
})
