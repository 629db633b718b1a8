import { expect, test, type Locator, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { openSeededBot, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { showInScheme } from './support/colorScheme'

// Issue 14, item 4 (Typebot #2182): the owner adds a Loop block from the palette, sets it to go over a
// list, links its "Each" output to a message using the item, and sees the loop-back edge; a visitor
// then gets one message per item.

const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const settings = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })
const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

async function dropAtEndOf(page: Page, type: string, target: Locator) {
  const box = (await target.boundingBox())!
  await page.getByTestId(`sidebar-${type}`).dragTo(target, { targetPosition: { x: box.width / 2, y: box.height - 8 } })
}

async function connect(page: Page, output: Locator, target: Locator) {
  const from = (await output.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 12 })
  await page.mouse.up()
}

async function chooseVariable(page: Page, field: RegExp, name: string) {
  await settings(page).getByRole('button', { name: field }).click()
  await page.getByRole('combobox', { name: 'Search variables' }).fill(name)
  await page.getByRole('option', { name, exact: true }).click()
}

test.use({ viewport: { width: 1440, height: 900 } })

test('the owner builds a loop over a list, sees its way back on the canvas, and the visitor gets one message per item', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Fruit basket',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: -200, y: 80 }, outgoingEdgeId: 'e-start' }],
    groups: [
      { id: 'intro', title: 'Intro', graphCoordinates: { x: 60, y: 60 }, blocks: [text('hello', 'Here is the basket:')] },
      { id: 'say', title: 'Say', graphCoordinates: { x: 460, y: 300 }, blocks: [text('item', 'I like {{Fruit}}')] },
    ],
    edges: [{ id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'intro' } }],
    variables: [
      { id: 'v-fruits', name: 'Fruits', value: ['apples', 'pears', 'figs'] },
      { id: 'v-fruit', name: 'Fruit' },
    ],
    settings: { typingEmulation: { enabled: false } },
  })

  // The Loop block from the palette's logic section, set to go over Fruits.
  await expect(page.getByTestId('sidebar-Loop')).toContainText('Loop')
  await dropAtEndOf(page, 'Loop', group(page, 'Intro'))
  await expect(settings(page).getByRole('heading', { name: 'Loop' })).toBeVisible()
  await expect(settings(page).getByLabel('Repeat')).toHaveValue('for each')
  await chooseVariable(page, /^List/, 'Fruits')
  await chooseVariable(page, /^Save the item in/, 'Fruit')
  const loopBlock = group(page, 'Intro').getByTestId('block').nth(1)
  await expect(loopBlock).toContainText('For each Fruit in Fruits')
  await expect(loopBlock).toContainText('Each')
  await expect(loopBlock).toContainText('Done')
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  // "While" swaps the list fields for the Condition block's comparison editor.
  await settings(page).getByLabel('Repeat').selectOption('while')
  await expect(settings(page).getByRole('button', { name: /Loop condition, comparison 1: variable|Add a comparison/ }).first()).toBeVisible()
  await showInScheme(page, 'dark')
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  await page.screenshot({ path: '/tmp/loop-form-while-dark.png' })
  await showInScheme(page, 'light')
  await settings(page).getByLabel('Repeat').selectOption('for each')
  await expect(loopBlock).toContainText('For each Fruit in Fruits')

  // "Each" leads to the message; the way back from its end to the loop is drawn.
  await settings(page).getByRole('button', { name: 'Close block settings' }).click()
  const eachRow = group(page, 'Intro').locator('[data-item-id]', { hasText: 'Each' })
  const itemId = await eachRow.getAttribute('data-item-id')
  const blockId = await loopBlock.getAttribute('data-block-id')
  await connect(page, group(page, 'Intro').locator(`[data-handleid="block:${blockId}:${itemId}:"]`), group(page, 'Say'))
  await expect(page.locator('[data-loop-back]')).toHaveText('Back to loop')
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInScheme(page, colorScheme)
    expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
    await page.screenshot({ path: `/tmp/loop-editor-${colorScheme}.png` })
  }

  const origin = new URL(page.url()).origin
  await expect
    .poll(async () => {
      const { bot } = await ownerCall(origin, 'GET', `/v1/bots/${botId}`)
      const loop = bot.groups[0].blocks.find((candidate: { type: string }) => candidate.type === 'Loop')
      return loop && { options: loop.options, hasEachEdge: Boolean(loop.items[0].outgoingEdgeId) }
    })
    .toEqual({ options: { listVariableId: 'v-fruits', itemVariableId: 'v-fruit' }, hasEachEdge: true })
  const { bot } = await ownerCall(origin, 'POST', `/v1/bots/${botId}/publish`, {})
  const publicId = bot?.publicId ?? (await ownerCall(origin, 'GET', `/v1/bots/${botId}`)).bot.publicId

  // The visitor: one message per fruit, in order.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/b/${publicId}`)
  const bubbles = page.getByRole('list', { name: 'Conversation' }).getByRole('listitem')
  await expect(bubbles).toHaveText(['Here is the basket:', 'I like apples', 'I like pears', 'I like figs'])
  await page.screenshot({ path: '/tmp/loop-visitor-390.png' })
  await page.goto(`/bots/${botId}/flow`)
  await expect(page.locator('[data-loop-back]')).toHaveCount(1)
  await page.screenshot({ path: '/tmp/loop-editor-390.png' })
})
