import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { showInScheme } from './support/colorScheme'

// Zoomed out the canvas draws groups as titled boxes and edges as bare lines; further out (below 20 %)
// it paints them on one <canvas> over which the groups are invisible boxes (cheap enough for thousands
// of groups); zoomed back in, everything is there again and still works.

const canvas = (page: Page) => page.locator('[data-editor-canvas]')
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const zoomLabel = (page: Page) => page.getByText(/^\d+%$/)
const zoomPercent = async (page: Page) => parseInt((await zoomLabel(page).textContent())!)

/**
 * Clicks a zoom button step by step, each step waited for, until the zoom passes `target`: steps
 * are animated, and a click during the last one's animation starts from wherever it had got to.
 */
async function zoomPast(page: Page, direction: 'in' | 'out', target: number) {
  const past = (percent: number) => (direction === 'in' ? percent > target : percent < target)
  for (let percent = await zoomPercent(page); !past(percent); percent = await zoomPercent(page)) {
    await page.getByRole('button', { name: direction === 'in' ? 'Zoom in' : 'Zoom out' }).click()
    await expect.poll(() => zoomPercent(page)).not.toBe(percent)
  }
}

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

const twoGroups = {
  name: 'Zoom',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: -200, y: 80 }, outgoingEdgeId: 'e0' }],
  groups: [
    { id: 'a', title: 'Welcome', graphCoordinates: { x: 100, y: 80 }, blocks: [text('t1', 'Hello there'), { id: 'q', type: 'choice input', items: [{ id: 'yes', content: 'Yes', outgoingEdgeId: 'e1' }] }] },
    { id: 'b', title: 'Goodbye', graphCoordinates: { x: 500, y: 80 }, blocks: [text('t2', 'See you')] },
  ],
  edges: [
    { id: 'e0', from: { eventId: 'start' }, to: { groupId: 'a' } },
    { id: 'e1', from: { blockId: 'q', itemId: 'yes' }, to: { groupId: 'b' } },
  ],
}

test.use({ viewport: { width: 1600, height: 1000 } })

test('zoomed out, groups are titled boxes joined by their edges; zoomed back in, blocks and outputs return', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const bot = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot: twoGroups })).bot
  await page.goto(`/bots/${bot.id}/flow`)
  await expect(canvas(page)).toBeVisible()
  const welcome = group(page, 'Welcome')
  await expect(welcome.getByTestId('block')).toHaveCount(2)
  await expect(welcome).toContainText('Hello there')
  await expect(page.locator('.react-flow__edge')).toHaveCount(2)

  // Out to 40%: past the threshold the groups keep only their titles.
  await zoomPast(page, 'out', 45)
  await expect(welcome).toHaveAttribute('data-compact')
  await expect(welcome.getByRole('heading', { name: 'Welcome' })).toBeVisible()
  await expect(group(page, 'Goodbye').getByRole('heading', { name: 'Goodbye' })).toBeVisible()
  await expect(welcome.getByTestId('block')).toHaveCount(0)
  await expect(welcome).not.toContainText('Hello there')
  await expect(welcome.getByRole('button', { name: /^Actions for group/ })).toHaveCount(0)
  // The edges still join the output of "Yes" (right of Welcome) to Goodbye's left side.
  const edges = page.locator('.react-flow__edge')
  await expect(edges).toHaveCount(2)
  // Measured until the zoom's animation has settled: edge and boxes are read one after the other.
  const gaps = async () => {
    const line = (await page.locator('.react-flow__edge[data-id="e1"]').boundingBox())!
    const from = (await welcome.boundingBox())!
    const to = (await group(page, 'Goodbye').boundingBox())!
    return { afterWelcome: line.x - (from.x + from.width) >= -4, beforeGoodbye: line.x + line.width - to.x <= 4 }
  }
  await expect.poll(gaps).toEqual({ afterWelcome: true, beforeGoodbye: true })

  // Back in: the blocks, their outputs and the group's menu return, and the group can be renamed.
  await zoomPast(page, 'in', 90)
  await expect(welcome).not.toHaveAttribute('data-compact')
  await expect(welcome.getByTestId('block')).toHaveCount(2)
  await expect(welcome).toContainText('Hello there')
  await expect(welcome.locator('.react-flow__handle.source.connectable')).toHaveCount(2)
  await welcome.getByRole('heading', { name: 'Welcome' }).dblclick()
  await page.getByRole('textbox', { name: 'Group title' }).fill('Hello')
  await page.keyboard.press('Enter')
  await expect(group(page, 'Hello')).toBeVisible()
})

const farCanvas = (page: Page) => page.locator('[data-far-canvas]')
const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

/** The colour (RGBA) the far canvas has painted at a point of the screen. */
const paintedAt = (page: Page, point: { x: number; y: number }) =>
  farCanvas(page).evaluate((canvas: HTMLCanvasElement, { x, y }) => {
    const box = canvas.getBoundingClientRect()
    const ratio = canvas.width / box.width
    return [...canvas.getContext('2d')!.getImageData(Math.round((x - box.x) * ratio), Math.round((y - box.y) * ratio), 1, 1).data]
  }, point)

const middleOf = async (page: Page, title: string) => {
  const box = (await group(page, title).boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test('below 20 %, groups and edges are painted on one canvas; a group there is still dragged and saved; zoomed in, groups are boxes again', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const bot = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot: twoGroups })).bot
  await page.goto(`/bots/${bot.id}/flow`)
  await expect(group(page, 'Welcome').getByTestId('block')).toHaveCount(2)
  await expect(farCanvas(page)).toHaveCount(0)

  await zoomPast(page, 'out', 20)
  await expect(farCanvas(page)).toBeVisible()
  const welcome = group(page, 'Welcome')
  await expect(welcome).toHaveAttribute('data-far')
  await expect(page.locator('.react-flow__edge')).toHaveCount(0)
  // The group's box is painted (white in the light theme) where its invisible node lies; beside it, nothing.
  await expect.poll(async () => paintedAt(page, await middleOf(page, 'Welcome'))).toEqual([255, 255, 255, 255])
  const welcomeBox = (await welcome.boundingBox())!
  expect(await paintedAt(page, { x: welcomeBox.x + welcomeBox.width / 2, y: welcomeBox.y - 40 })).toEqual([0, 0, 0, 0])

  // Dragged 120 screen pixels down: the box is painted where it went, and the move is saved.
  const from = await middleOf(page, 'Welcome')
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  for (let step = 1; step <= 12; step++) await page.mouse.move(from.x, from.y + step * 10)
  await page.mouse.up()
  await expect.poll(async () => (await savedBot(page, bot.id)).groups[0].graphCoordinates.y).toBeGreaterThan(80 + 400)
  await expect.poll(async () => paintedAt(page, await middleOf(page, 'Welcome'))).toEqual([255, 255, 255, 255])
  expect(await paintedAt(page, { x: from.x, y: welcomeBox.y + 2 })).toEqual([0, 0, 0, 0])

  // Back in: no canvas, the groups are titled boxes, then whole groups with their edges.
  await zoomPast(page, 'in', 30)
  await expect(farCanvas(page)).toHaveCount(0)
  await expect(welcome).toHaveAttribute('data-compact')
  await expect(welcome.getByRole('heading', { name: 'Welcome' })).toBeVisible()
  await expect(page.locator('.react-flow__edge')).toHaveCount(2)
  await zoomPast(page, 'in', 90)
  // Goodbye, which was not moved: Welcome may now lie below the window, and React Flow draws only what is in view.
  const goodbye = group(page, 'Goodbye')
  await expect(goodbye.getByTestId('block')).toHaveCount(1)
  await expect(goodbye.locator('.react-flow__handle.source.connectable')).toHaveCount(1)
})

/** A grid of `count` groups, each joined to the next one and to the one below. */
function gridBot(count: number) {
  const columns = 20
  const groups = Array.from({ length: count }, (_, i) => ({
    id: `g${i}`,
    title: `Step ${i + 1}`,
    graphCoordinates: { x: (i % columns) * 380, y: Math.floor(i / columns) * 480 },
    blocks: [text(`t${i}`, `Step ${i + 1}`), { id: `q${i}`, type: 'choice input', items: [{ id: `q${i}a`, content: 'Next' }, { id: `q${i}b`, content: 'Below' }] }],
  }))
  const edges = [{ id: 'start-edge', from: { eventId: 'start' }, to: { groupId: 'g0' } }]
  groups.forEach((group, i) => {
    const [next, below] = (group.blocks[1] as { items: { id: string; outgoingEdgeId?: string }[] }).items
    if (i + 1 < count) edges.push({ id: (next.outgoingEdgeId = `e${i}a`), from: { blockId: `q${i}`, itemId: next.id } as never, to: { groupId: `g${i + 1}` } })
    if (i + columns < count) edges.push({ id: (below.outgoingEdgeId = `e${i}b`), from: { blockId: `q${i}`, itemId: below.id } as never, to: { groupId: `g${i + columns}` } })
  })
  return { name: `${count} groups`, events: [{ id: 'start', type: 'start', graphCoordinates: { x: -250, y: 0 }, outgoingEdgeId: 'start-edge' }], groups, edges }
}

test('at 10 %, a bot of 500 groups is painted in the theme\'s colours, light and dark, a selected group framed', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  const bot = (await ownerCall(new URL(page.url()).origin, 'POST', '/v1/bots', { workspaceId, bot: gridBot(500) })).bot
  await page.goto(`/bots/${bot.id}/flow`)
  await expect(group(page, 'Step 1')).toBeVisible()
  await zoomPast(page, 'out', 11)
  await expect(farCanvas(page)).toBeVisible()
  await group(page, 'Step 23').click()
  // The box's fill: white, or zinc-900 in the dark theme, repainted when the system's scheme changes.
  for (const [colorScheme, fill] of [['light', [255, 255, 255, 255]], ['dark', [24, 24, 27, 255]]] as const) {
    await showInScheme(page, colorScheme)
    await expect.poll(async () => paintedAt(page, await middleOf(page, 'Step 22')), colorScheme).toEqual(fill)
    // The selected group's frame, in the selection colour (indigo: far more blue than red).
    const selected = (await group(page, 'Step 23').boundingBox())!
    const [red, , blue] = await paintedAt(page, { x: selected.x, y: selected.y + selected.height / 2 })
    expect(blue - red, colorScheme).toBeGreaterThan(80)
    await page.screenshot({ path: `test-results/editor-zoom/far-500-groups-${colorScheme}.png` })
  }
})
