import { expect, type Page, test } from '@playwright/test'
import { chatCall, ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { colorSchemes, showInScheme } from './support/colorScheme'

// A bot with a branch, 20 chats had over HTTP like visitors, then its analytics mode on the canvas:
// the counts and drop-off a person reads on blocks and edges, the switch in and out, and how it looks.
test.describe.configure({ mode: 'serial' })

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const branchBot = {
  name: 'Drop-off on the canvas',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e-start' }],
  groups: [
    {
      id: 'g-welcome',
      title: 'Welcome',
      graphCoordinates: { x: 220, y: -40 },
      blocks: [
        text('hi', 'Hello! What is your name?'),
        { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
        text('ask', 'Would you like our newsletter?'),
        { id: 'pick', type: 'choice input', items: [{ id: 'yes', content: 'Yes', outgoingEdgeId: 'e-yes' }, { id: 'no', content: 'No', outgoingEdgeId: 'e-no' }] },
      ],
    },
    { id: 'g-email', title: 'Newsletter', graphCoordinates: { x: 640, y: -120 }, blocks: [text('great', 'Great! Your email?'), { id: 'email', type: 'email input' }, text('bye', 'Thanks, see you soon.')] },
    { id: 'g-sorry', title: 'No newsletter', graphCoordinates: { x: 640, y: 240 }, blocks: [text('sorry', 'No problem, have a nice day.')] },
  ],
  edges: [
    { id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'g-welcome' } },
    { id: 'e-yes', from: { blockId: 'pick', itemId: 'yes' }, to: { groupId: 'g-email' } },
    { id: 'e-no', from: { blockId: 'pick', itemId: 'no' }, to: { groupId: 'g-sorry' } },
  ],
  variables: [{ id: 'v-name', name: 'Name' }],
}

/**
 * 20 visitors: 1 leaves at the name (5 %, low), 4 of the 19 left leave at the buttons (21 %,
 * medium); 10 pick Yes and 5 No; 4 of the 10 leave at the email (40 %, high).
 */
const visitors = 20
function answersOf(i: number): string[] {
  if (i === 0) return []
  if (i <= 4) return [`Visitor ${i}`]
  if (i <= 9) return [`Visitor ${i}`, 'No']
  if (i <= 13) return [`Visitor ${i}`, 'Yes']
  return [`Visitor ${i}`, 'Yes', `visitor${i}@example.com`]
}

let botId = ''

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000)
  const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: branchBot })
  await ownerCall(baseURL!, 'POST', `/v1/bots/${bot.id}/publish`)
  botId = bot.id
  for (let i = 0; i < visitors; i++) {
    const { sessionId } = await chatCall(baseURL!, `/v1/bots/${bot.publicId}/startChat`, {})
    for (const answer of answersOf(i)) await chatCall(baseURL!, `/v1/sessions/${sessionId}/continueChat`, { message: answer })
  }
})

const block = (page: Page, blockId: string) => page.locator(`[data-block-id="${blockId}"]`)
const reached = (page: Page, blockId: string) => block(page, blockId).getByTestId('block-reached')
const dropOff = (page: Page, blockId: string) => block(page, blockId).getByTestId('block-drop-off')
const edgeVisits = (page: Page, edgeId: string) => page.locator(`[data-testid="edge-visits"][data-edge-id="${edgeId}"]`)

/** Every figure the mode draws for the 20 visitors of today. */
async function expectTodaysFigures(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'visitors started' })).toHaveText('20 visitors started')
  const expected: [string, string][] = [
    ['hi', '20'],
    ['name', '20'],
    ['ask', '19'],
    ['pick', '19'],
    ['great', '10'],
    ['email', '10'],
    ['bye', '6'],
    ['sorry', '5'],
  ]
  for (const [blockId, count] of expected) await expect(reached(page, blockId), blockId).toHaveText(count)
  // Drop-off shows on questions only, as a percentage with its band (icon and words, not colour alone).
  await expect(dropOff(page, 'name')).toHaveText('Low drop-off: 5%')
  await expect(dropOff(page, 'name')).toHaveAttribute('data-severity', 'low')
  await expect(dropOff(page, 'pick')).toHaveText('Medium drop-off: 21%')
  await expect(dropOff(page, 'pick')).toHaveAttribute('data-severity', 'medium')
  await expect(dropOff(page, 'email')).toHaveText('High drop-off: 40%')
  await expect(dropOff(page, 'email')).toHaveAttribute('data-severity', 'high')
  await expect(dropOff(page, 'email')).toHaveAttribute('title', 'High drop-off: 4 visitors of 10 (40%) left here without answering')
  for (const blockId of ['hi', 'ask', 'great', 'bye', 'sorry']) await expect(dropOff(page, blockId)).toHaveCount(0)
  await expect(edgeVisits(page, 'e-start')).toHaveText('Went through: 20')
  await expect(edgeVisits(page, 'e-yes')).toHaveText('Went through: 10')
  await expect(edgeVisits(page, 'e-no')).toHaveText('Went through: 5')
}

test('"See on the flow" opens the canvas read-only with visitors per block and edge and the drop-off at each question', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${botId}/analytics?range=today`)
  await page.getByRole('link', { name: 'See on the flow' }).click()
  await expect(page).toHaveURL(new RegExp(`/bots/${botId}/flow\\?mode=analytics&range=today$`))
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('today')
  await expectTodaysFigures(page)

  // Read-only: no palette, no undo, blocks cannot be dragged.
  await expect(page.getByRole('button', { name: /^Undo/ })).toHaveCount(0)
  await expect(block(page, 'name')).toHaveAttribute('draggable', 'false')
  await expect(page.getByRole('button', { name: 'Analytics', exact: true, pressed: true })).toBeVisible()

  // Another range: kept in the URL, and nobody came last month.
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('lastMonth')
  await expect(page).toHaveURL(/mode=analytics&range=lastMonth$/)
  await expect(page.getByRole('status').filter({ hasText: 'No visitors in this range' })).toBeVisible()
  await expect(reached(page, 'name')).toHaveText('0')
  await expect(dropOff(page, 'name')).toHaveCount(0)
  await expect(edgeVisits(page, 'e-start')).toHaveText('Went through: 0')
  expect(await seriousViolations(page)).toEqual([])
})

test('the canvas toolbar switches into analytics mode and back to editing', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${botId}/flow`)
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeVisible()
  await expect(page.getByTestId('block-analytics')).toHaveCount(0)
  await expect(page.getByTestId('edge-visits')).toHaveCount(0)

  await page.getByRole('button', { name: 'Analytics', exact: true, pressed: false }).click()
  await expect(page).toHaveURL(new RegExp(`/bots/${botId}/flow\\?mode=analytics$`))
  // The Analytics tab's default range (last 7 days) holds today's chats.
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('last7Days')
  await expectTodaysFigures(page)

  await page.getByRole('button', { name: 'Analytics', exact: true, pressed: true }).click()
  await expect(page).toHaveURL(new RegExp(`/bots/${botId}/flow$`))
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeVisible()
  await expect(block(page, 'name')).toHaveAttribute('draggable', 'true')
  await expect(page.getByTestId('block-analytics')).toHaveCount(0)
})

test('analytics mode reads well in light and dark mode, on a wide screen and a phone', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${botId}/flow?mode=analytics&range=today`)
  await expectTodaysFigures(page)
  // The whole flow, at full size: it fits between the toolbar and the legend.
  await expect(page.getByLabel('Zoom 100%')).toBeVisible()
  for (const edgeId of ['e-start', 'e-yes', 'e-no']) await expect(edgeVisits(page, edgeId)).toBeInViewport()
  for (const scheme of colorSchemes) {
    await showInScheme(page, scheme)
    expect(await seriousViolations(page), scheme).toEqual([])
    await page.screenshot({ path: `test-results/screens/canvas-analytics-${scheme}-1440.png` })
  }

  // On a phone the mode opens on the group visitors enter first, at a size its counts read at.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  for (const blockId of ['hi', 'name', 'ask', 'pick']) await expect(reached(page, blockId)).toBeInViewport()
  await expect(dropOff(page, 'pick')).toBeInViewport()
  for (const scheme of colorSchemes) {
    await showInScheme(page, scheme)
    await page.screenshot({ path: `test-results/screens/canvas-analytics-${scheme}-390.png` })
  }
})
