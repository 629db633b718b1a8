import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { openSeededBot, signInWithPrintedUrl, viewportTransform } from './support/app'

// A day in the flow editor (issue 12, canvas and blocks): what a person sees while building and
// tidying a flow with the mouse or the keyboard alone.

const canvas = (page: Page) => page.locator('[data-editor-canvas]')
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const settings = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

test.use({ viewport: { width: 1440, height: 900 } })

test('Enter in a choice adds and focuses the next choice; Backspace in an empty one removes it', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Choices',
    groups: [{ id: 'g', title: 'Ask', graphCoordinates: { x: 100, y: 80 }, blocks: [{ id: 'q', type: 'choice input', items: [{ id: 'i1' }] }] }],
  })
  await group(page, 'Ask').getByTestId('block').click()
  const choice = (n: number) => settings(page).getByRole('textbox', { name: `Choice ${n}`, exact: true })
  await choice(1).fill('Yes please')
  await page.keyboard.press('Enter')
  await expect(choice(2)).toBeFocused()
  await page.keyboard.type('No thanks')
  await page.keyboard.press('Enter')
  await expect(choice(3)).toBeFocused()
  // The canvas shows the two choices, each on its own row, and the empty third one.
  await expect(group(page, 'Ask').locator('[data-item-id]')).toHaveCount(3)
  await expect(group(page, 'Ask').locator('[data-item-id]').nth(0)).toHaveText('Yes please')
  await expect(group(page, 'Ask').locator('[data-item-id]').nth(1)).toHaveText('No thanks')
  // Backspace in the empty choice takes it away and goes back to the end of the previous one.
  await page.keyboard.press('Backspace')
  await expect(choice(3)).toHaveCount(0)
  await expect(choice(2)).toBeFocused()
  expect(await choice(2).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('No thanks'.length)
  await expect(group(page, 'Ask').locator('[data-item-id]')).toHaveText(['Yes please', 'No thanks'])
  await expect.poll(async () => (await savedBot(page, botId)).groups[0].blocks[0].items.map((item: { content?: string }) => item.content)).toEqual(['Yes please', 'No thanks'])
})

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const boxesOf = async (page: Page) => Promise.all((await page.getByTestId('group').all()).map(async (g) => (await g.boundingBox())!))

test('a palette item clicked or entered lands in free space beside the selected group, selected and in sight', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await openSeededBot(page, {
    name: 'Placement',
    groups: [
      { id: 'a', title: 'Welcome', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hello')] },
      { id: 'b', title: 'Right of welcome', graphCoordinates: { x: 440, y: 60 }, blocks: [text('t2', 'Taken')] },
    ],
  })
  // With "Welcome" selected, a click on Text puts the new group to its right, below the group already there.
  await group(page, 'Welcome').getByRole('heading', { name: 'Welcome' }).click()
  await page.getByTestId('sidebar-text').click()
  const added = group(page, 'Group #3')
  await expect(added).toBeVisible()
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(1)
  await expect(page.locator('.react-flow__node.selected').getByRole('group', { name: 'Group #3', exact: true })).toHaveCount(1)
  const [welcome, taken, fresh] = await Promise.all([group(page, 'Welcome'), group(page, 'Right of welcome'), added].map(async (g) => (await g.boundingBox())!))
  expect(fresh.x).toBeGreaterThan(welcome.x + welcome.width)
  expect(fresh.y).toBeGreaterThan(taken.y + taken.height)
  for (const other of [welcome, taken]) expect(overlap(fresh, other)).toBe(false)
  // It is in sight: inside the canvas, left of the settings panel that opened for its block.
  await expect(settings(page)).toBeVisible()
  const canvasBox = (await canvas(page).boundingBox())!
  const panelBox = (await settings(page).boundingBox())!
  await expect.poll(async () => (await added.boundingBox())!.x + fresh.width).toBeLessThanOrEqual(Math.min(canvasBox.x + canvasBox.width, panelBox.x))

  // Nothing selected: Enter on a palette item puts it in the view's first free spot, on no group.
  await settings(page).getByRole('button', { name: 'Close block settings' }).click()
  await canvas(page).click({ position: { x: canvasBox.width * 0.6, y: canvasBox.height - 30 } })
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(0)
  await page.getByTestId('sidebar-Wait').focus()
  await page.keyboard.press('Enter')
  const wait = group(page, 'Group #4')
  await expect(wait).toBeVisible()
  await expect(page.locator('.react-flow__node.selected').getByRole('group', { name: 'Group #4', exact: true })).toHaveCount(1)
  const boxes = await boxesOf(page)
  const waitBox = (await wait.boundingBox())!
  expect(boxes.filter((box) => overlap(box, waitBox))).toHaveLength(1)
  const view = (await canvas(page).boundingBox())!
  expect(waitBox.x).toBeGreaterThanOrEqual(view.x)
  expect(waitBox.y).toBeGreaterThanOrEqual(view.y + 56)
})

test('the settings panel keeps the edited block in sight, and is resized by drag or keyboard, its width remembered', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await openSeededBot(page, {
    name: 'Panel',
    groups: [
      { id: 'a', title: 'Welcome', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hello')] },
      // Far right: under where the panel opens.
      { id: 'b', title: 'Far right', graphCoordinates: { x: 760, y: 300 }, blocks: [text('t2', 'Edit me'), text('t3', 'And me')] },
    ],
  })
  const block = group(page, 'Far right').getByTestId('block').first()
  await block.click()
  await expect(settings(page)).toBeVisible()
  // The canvas glides until the whole block is left of the panel, below the toolbar.
  const inSight = async () => {
    const [b, panel, view] = await Promise.all([block.boundingBox(), settings(page).boundingBox(), canvas(page).boundingBox()])
    return b!.x >= view!.x && b!.x + b!.width <= panel!.x && b!.y >= view!.y + 56 && b!.y + b!.height <= view!.y + view!.height
  }
  await expect.poll(inSight).toBe(true)

  // Dragging the panel's edge widens it; the block stays in sight.
  const handle = page.getByRole('separator', { name: 'Resize block settings' })
  const before = (await settings(page).boundingBox())!.width
  const edge = (await handle.boundingBox())!
  await page.mouse.move(edge.x + edge.width / 2, edge.y + 300)
  await page.mouse.down()
  await page.mouse.move(edge.x - 150, edge.y + 300, { steps: 8 })
  await page.mouse.up()
  await expect.poll(async () => Math.round((await settings(page).boundingBox())!.width)).toBe(Math.round(before + 150 + edge.width / 2))
  await expect.poll(inSight).toBe(true)

  // With the keyboard: the arrows move the edge, Home gives the narrowest panel.
  await handle.focus()
  const wide = (await settings(page).boundingBox())!.width
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await settings(page).boundingBox())!.width).toBe(wide - 16)
  await page.keyboard.press('Shift+ArrowLeft')
  await expect.poll(async () => (await settings(page).boundingBox())!.width).toBe(wide - 16 + 64)
  await page.keyboard.press('Home')
  await expect(handle).toHaveAttribute('aria-valuenow', '320')
  await page.keyboard.press('ArrowLeft')
  await expect(handle).toHaveAttribute('aria-valuenow', '336')

  // After a reload (the canvas where it was left, the block in sight) the panel opens at that width.
  await page.reload()
  await block.click()
  await expect.poll(async () => (await settings(page).boundingBox())!.width).toBe(336)
})

/** 27 groups in a chain (each asks a question whose second answer skips ahead), dropped in a heap. */
function octopus() {
  const groups = Array.from({ length: 27 }, (_, i) => ({
    id: `g${i}`,
    title: `Step ${i + 1}`,
    graphCoordinates: { x: 100 + ((i * 137) % 900), y: 80 + ((i * 89) % 500) },
    blocks: [text(`t${i}`, `Text of step ${i + 1}`), { id: `q${i}`, type: 'choice input', items: [{ id: `a${i}`, content: 'Next' }, { id: `b${i}`, content: 'Skip' }] }],
  }))
  const edges = [
    { id: 'start-edge', from: { eventId: 'start' }, to: { groupId: 'g0' } },
    ...groups.slice(1).map((g, i) => ({ id: `n${i}`, from: { blockId: `q${i}`, itemId: `a${i}` }, to: { groupId: g.id } })),
    ...groups.slice(2).map((g, i) => ({ id: `s${i}`, from: { blockId: `q${i}`, itemId: `b${i}` }, to: { groupId: g.id } })),
  ]
  return { name: 'Octopus', events: [{ id: 'start', type: 'start', graphCoordinates: { x: -150, y: 80 } }], groups, edges }
}

const zoomText = (page: Page) => page.getByText(/^\d+%$/)

test('each bot reopens where it was left; fit view clears the chrome at a readable zoom; auto-arrange untangles in one undo step', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, octopus())

  // Pan and zoom, then reload: the same view.
  await page.getByRole('button', { name: 'Zoom out' }).click()
  await expect(zoomText(page)).not.toHaveText('100%')
  const box = (await canvas(page).boundingBox())!
  const before = await viewportTransform(page)
  await page.mouse.move(box.x + 500, box.y + 400)
  await page.mouse.wheel(150, 100)
  await expect.poll(() => viewportTransform(page)).not.toBe(before)
  // The view is stored once the move has ended.
  await page.waitForTimeout(500)
  const left = await viewportTransform(page)
  const zoom = await zoomText(page).textContent()
  await page.reload()
  await expect(canvas(page)).toBeVisible()
  await expect.poll(() => viewportTransform(page)).toBe(left)
  await expect(zoomText(page)).toHaveText(zoom!)

  // Auto-arrange from the Edit menu: every link goes left to right, no group on another.
  await page.getByRole('button', { name: 'Edit menu' }).click()
  await page.getByRole('menuitem', { name: /Auto-arrange/ }).click()
  type Stored = { groups: { id: string; graphCoordinates: { x: number; y: number } }[]; edges: { from: { blockId?: string }; to: { groupId: string } }[] }
  const arranged = async () => {
    const bot: Stored = await savedBot(page, botId)
    const x = (id: string) => bot.groups.find((g) => g.id === id)!.graphCoordinates.x
    return bot.edges.every((edge) => !edge.from.blockId || x(edge.to.groupId) > x(`g${edge.from.blockId.slice(1)}`))
  }
  await expect.poll(arranged).toBe(true)
  // The view fits the flow at no less than 50%, its beginning in sight, clear of toolbar and overview.
  await expect.poll(async () => parseInt((await zoomText(page).textContent())!)).toBeGreaterThanOrEqual(50)
  await expect(group(page, 'Step 1')).toBeInViewport()
  const toolbarBottom = (await page.getByRole('toolbar', { name: 'Editor' }).boundingBox())!.y + 44
  const overview = (await page.getByTestId('rf__minimap').boundingBox())!
  const visible = (await boxesOf(page)).filter((b) => b.x + b.width > box.x && b.x < box.x + box.width && b.y + b.height > box.y && b.y < box.y + box.height)
  expect(visible.length).toBeGreaterThan(3)
  for (const b of visible) {
    expect(b.y).toBeGreaterThanOrEqual(toolbarBottom)
    expect(overlap(b, overview)).toBe(false)
  }
  for (const [i, a] of visible.entries()) for (const b of visible.slice(i + 1)) expect(overlap(a, b)).toBe(false)

  // One undo puts the heap back.
  await page.keyboard.press('ControlOrMeta+z')
  await expect.poll(async () => (await savedBot(page, botId)).groups[5].graphCoordinates).toEqual(octopus().groups[5].graphCoordinates)
})

const longLabel = 'Yes please, and tell me more about the premium plan with the yearly discount'
const twoGroups = {
  name: 'Two groups',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: -150, y: 80 }, outgoingEdgeId: 'e0' }],
  groups: [
    { id: 'a', title: 'Welcome', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hello there'), { id: 'q', type: 'choice input', items: [{ id: 'long', content: longLabel }] }] },
    { id: 'b', title: 'Ask name', graphCoordinates: { x: 560, y: 80 }, blocks: [text('t2', 'What is your name?')] },
  ],
  edges: [
    { id: 'e0', from: { eventId: 'start' }, to: { groupId: 'a' } },
    { id: 'e1', from: { blockId: 'q' }, to: { groupId: 'b' } },
  ],
}

test('edges end in arrowheads; cut texts show in full on hover; the overview folds away', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await openSeededBot(page, twoGroups)
  // Every edge line ends in the arrowhead, drawn in the line's colour.
  const line = page.locator('.react-flow__edge[data-id="e1"] .react-flow__edge-path')
  await expect(line).toHaveAttribute('marker-end', 'url(#flow-edge-arrow)')
  const arrowFill = await page.locator('#flow-edge-arrow path').evaluate((path) => getComputedStyle(path).fill)
  expect(arrowFill).toBe(await line.evaluate((path) => getComputedStyle(path).stroke))
  const arrow = (await page.locator('.react-flow__edge[data-id="e1"]').boundingBox())!
  const target = (await group(page, 'Ask name').boundingBox())!
  expect(arrow.x + arrow.width).toBeGreaterThan(target.x - 12)
  expect(arrow.x + arrow.width).toBeLessThanOrEqual(target.x + 2)

  // The long button label is cut on the canvas; hovering it gives the whole text.
  const label = group(page, 'Welcome').locator('[data-item-id="long"] [title]')
  await expect(label).toHaveAttribute('title', longLabel)
  expect(await label.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

  // The overview can be folded away, and stays folded after a reload.
  await expect(page.getByTestId('rf__minimap')).toBeVisible()
  await page.getByRole('button', { name: 'Hide the overview' }).click()
  await expect(page.getByTestId('rf__minimap')).toHaveCount(0)
  await page.reload()
  await expect(canvas(page)).toBeVisible()
  await expect(page.getByTestId('rf__minimap')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show the overview' }).click()
  await expect(page.getByTestId('rf__minimap')).toBeVisible()
})

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`Publish stays in reach while previewing (${viewport.width}×${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signInWithPrintedUrl(page)
    await openSeededBot(page, twoGroups)
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const drawer = page.getByRole('complementary', { name: 'Preview' })
    await expect(drawer).toBeVisible()
    const publish = page.getByRole('button', { name: 'Publish', exact: true })
    await expect(publish).toBeVisible()
    // Nothing lies over the button: the point at its middle is the button itself.
    const box = (await publish.boundingBox())!
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '', { x: box.x + box.width / 2, y: box.y + box.height / 2 })
    expect(onTop).toContain('Publish')
    expect((await drawer.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height)
    await publish.click()
    await expect(page.getByRole('status').filter({ hasText: 'Published “Two groups”' })).toBeVisible()
  })
}

test('the canvas without a mouse: the palette is one tab stop, Tab reaches blocks, Enter opens, arrows move, Delete removes', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, twoGroups)

  // The palette: one tab stop, arrows move within it, Tab leaves it.
  await page.getByRole('searchbox', { name: 'Search blocks' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('sidebar-text')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('sidebar-image')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('sidebar-audio')).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-palette-key]'))).toBe(false)
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByTestId('sidebar-audio')).toBeFocused()

  // Groups, blocks and edges are named after what they hold.
  const welcome = group(page, 'Welcome')
  await expect(page.getByRole('group', { name: 'Edge from Welcome to Ask name' })).toHaveCount(1)
  await expect(page.getByRole('group', { name: 'Edge from Start to Welcome' })).toHaveCount(1)
  await welcome.focus()
  await page.keyboard.press('Tab')
  await expect(welcome.getByRole('button', { name: 'Actions for group Welcome' })).toBeFocused()
  await page.keyboard.press('Tab')
  const firstBlock = page.getByRole('group', { name: 'Text: Hello there' })
  await expect(firstBlock).toBeFocused()
  // The block's own actions show once it has the focus, and come next.
  await page.keyboard.press('Tab')
  await expect(firstBlock.getByRole('button', { name: 'Delete Text block' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('group', { name: `Buttons: Not saved to a variable — ${longLabel}` })).toBeFocused()
  // Back: the first block's actions hid again when it lost the focus.
  await page.keyboard.press('Shift+Tab')
  await expect(firstBlock).toBeFocused()

  // Enter opens the block's settings with the focus in them; Esc comes back to the block.
  await page.keyboard.press('Enter')
  await expect(settings(page)).toBeVisible()
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-editor-panel]'))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(settings(page)).toHaveCount(0)
  await expect(firstBlock).toBeFocused()

  // Arrows move the focused group (Shift: further), each press one undo step.
  await welcome.focus()
  const at = async () => (await savedBot(page, botId)).groups[0].graphCoordinates
  await page.keyboard.press('ArrowRight')
  await expect.poll(at).toEqual({ x: 110, y: 80 })
  await page.keyboard.press('Shift+ArrowDown')
  await expect.poll(at).toEqual({ x: 110, y: 130 })
  await page.keyboard.press('ControlOrMeta+z')
  await expect.poll(at).toEqual({ x: 110, y: 80 })
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(1)

  // Delete removes the group, with its edges.
  await welcome.focus()
  await page.keyboard.press('Delete')
  await expect(welcome).toHaveCount(0)
  await expect(page.locator('.react-flow__edge')).toHaveCount(0)
  await expect.poll(async () => (await savedBot(page, botId)).groups.map((g: { title: string }) => g.title)).toEqual(['Ask name'])
})

test('on a phone the canvas takes the screen; the palette is a drawer that adds a block and gets out of the way', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInWithPrintedUrl(page)
  await openSeededBot(page, twoGroups)
  await expect(page.getByRole('complementary', { name: 'Blocks' })).toBeHidden()
  const view = (await canvas(page).boundingBox())!
  expect(view.x).toBe(0)
  expect(view.width).toBe(390)
  // Every toolbar button is on the screen.
  for (const name of ['Show blocks', 'Variables', 'Preview']) {
    const box = (await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name, exact: true }).boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  await page.getByRole('button', { name: 'Show blocks' }).click()
  await expect(page.getByRole('complementary', { name: 'Blocks' })).toBeVisible()
  await page.getByTestId('sidebar-Wait').click()
  await expect(page.getByRole('complementary', { name: 'Blocks' })).toBeHidden()
  await expect(settings(page)).toBeVisible()
  await expect(settings(page)).toContainText('Wait')
})
