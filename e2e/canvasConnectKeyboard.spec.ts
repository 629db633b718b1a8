import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { openSeededBot, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { colorSchemes, showInScheme } from './support/colorScheme'

// Issue 12, item 6: connecting blocks without a mouse. C on a focused block opens a picker of the
// groups (filtered by typing); Enter makes the edge as one undo step, Esc cancels; the canvas's live
// region says what happened.

const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const picker = (page: Page) => page.getByRole('dialog', { name: 'Connect to a group' })
const groupOptions = (page: Page) => picker(page).getByRole('listbox', { name: 'Groups' })
const announcer = (page: Page) => page.getByTestId('canvas-announcer')
const edges = (page: Page) => page.locator('.react-flow__edge')
const savedEdges = async (page: Page, botId: string) =>
  ((await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot.edges as { from: Record<string, string>; to: { groupId: string } }[]).map((edge) => ({ from: edge.from, to: edge.to.groupId }))

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

test('C on a focused block connects a button or the default exit to a group chosen by typing; Esc cancels; one undo step; the picker passes axe light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Connect by keyboard',
    groups: [
      { id: 'ask', title: 'Ask', graphCoordinates: { x: 80, y: 60 }, blocks: [{ id: 'q', type: 'choice input', items: [{ id: 'yes', content: 'Yes' }, { id: 'no', content: 'No' }] }] },
      { id: 'thanks', title: 'Thanks', graphCoordinates: { x: 480, y: 40 }, blocks: [text('t1', 'Great!')] },
      { id: 'sorry', title: 'Sorry', graphCoordinates: { x: 480, y: 260 }, blocks: [text('t2', 'Too bad')] },
    ],
  })
  await expect(edges(page)).toHaveCount(0)
  const block = group(page, 'Ask').getByTestId('block')
  await block.focus()
  await expect(block).toHaveAttribute('aria-keyshortcuts', /\bC\b/)

  // C opens the picker: the first button with nowhere to go is the output, the group field has the focus.
  await page.keyboard.press('c')
  await expect(picker(page)).toBeVisible()
  await expect(picker(page)).toBeInViewport({ ratio: 1 })
  await expect(announcer(page)).toHaveText('Connect mode: choose the group to go to. Escape cancels.')
  const field = picker(page).getByRole('combobox', { name: 'Go to group' })
  await expect(field).toBeFocused()
  await expect(picker(page).getByLabel('From')).toHaveValue('0')
  await expect(picker(page).getByLabel('From').locator('option:checked')).toHaveText('Buttons: Yes')
  await expect(groupOptions(page).getByRole('option')).toHaveText(['Ask', 'Thanks', 'Sorry'])
  for (const colorScheme of colorSchemes) {
    await showInScheme(page, colorScheme)
    expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] }), colorScheme).toEqual([])
    await page.screenshot({ path: `/tmp/connect-picker-${colorScheme}.png` })
  }

  // Typing filters; the first match is the active option; Enter connects and gives the focus back.
  await page.keyboard.type('tha')
  await expect(groupOptions(page).getByRole('option')).toHaveText(['Thanks'])
  await expect(groupOptions(page).getByRole('option', { name: 'Thanks' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(picker(page)).toHaveCount(0)
  await expect(announcer(page)).toHaveText('Connected Buttons: Yes to “Thanks”.')
  await expect(block).toBeFocused()
  await expect(edges(page)).toHaveCount(1)
  await expect.poll(() => savedEdges(page, botId)).toEqual([{ from: { blockId: 'q', itemId: 'yes' }, to: 'thanks' }])

  // Again: now "No" is offered first; the default exit is chosen in "From", the group with the arrows.
  await page.keyboard.press('C')
  await expect(picker(page).getByLabel('From').locator('option:checked')).toHaveText('Buttons: No')
  await picker(page).getByLabel('From').selectOption({ label: 'Buttons: Default' })
  await field.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(groupOptions(page).getByRole('option', { name: 'Sorry' })).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await groupOptions(page).getByRole('option', { name: 'Sorry' }).getAttribute('id'))!)
  await page.keyboard.press('Enter')
  await expect(announcer(page)).toHaveText('Connected Buttons: Default to “Sorry”.')
  await expect(edges(page)).toHaveCount(2)

  // The edge is one undo step: Ctrl+Z takes back only the last connection.
  await page.keyboard.press('Control+z')
  await expect(edges(page)).toHaveCount(1)
  await expect.poll(() => savedEdges(page, botId)).toEqual([{ from: { blockId: 'q', itemId: 'yes' }, to: 'thanks' }])

  // Esc cancels: nothing changes, it is said, and the focus is back on the block.
  await block.focus()
  await page.keyboard.press('c')
  await page.keyboard.type('sor')
  await page.keyboard.press('Escape')
  await expect(picker(page)).toHaveCount(0)
  await expect(announcer(page)).toHaveText('Connection cancelled.')
  await expect(block).toBeFocused()
  await expect(edges(page)).toHaveCount(1)
})

test('C on a focused event connects the start to a group; a block in the middle of a group says it has nothing to connect', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const botId = await openSeededBot(page, {
    name: 'Connect the start',
    groups: [{ id: 'intro', title: 'Intro', graphCoordinates: { x: 300, y: 60 }, blocks: [text('a', 'Hi'), text('b', 'Welcome')] }],
  })
  const start = page.getByRole('group', { name: 'Start event' })
  await start.focus()
  await page.keyboard.press('c')
  await expect(picker(page).getByLabel('From')).toHaveCount(0)
  await page.keyboard.type('intro')
  await page.keyboard.press('Enter')
  await expect(announcer(page)).toHaveText('Connected Start event to “Intro”.')
  await expect(start).toBeFocused()
  await expect.poll(() => savedEdges(page, botId)).toEqual([{ from: { eventId: expect.any(String) }, to: 'intro' }])

  await group(page, 'Intro').getByTestId('block').first().focus()
  await page.keyboard.press('c')
  await expect(picker(page)).toHaveCount(0)
  await expect(announcer(page)).toHaveText('Nothing to connect here: only a group’s last block, buttons and conditions lead on.')
})
