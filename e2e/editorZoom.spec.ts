import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

// Zoomed far out the canvas draws groups as titled boxes and edges as bare lines (cheap enough for
// thousands of groups); zoomed back in, everything is there again and still works.

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
