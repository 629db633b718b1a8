import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { chatCall, ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

// One bot, 300 chats had over HTTP like visitors, then what a person does with its results.
test.describe.configure({ mode: 'serial' })

const visitors = 300
const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const feedbackBot = {
  name: 'Visit feedback',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    { id: 'g1', title: 'Welcome', graphCoordinates: { x: 0, y: 100 }, blocks: [{ id: 'name', type: 'text input', options: { variableId: 'v-name' }, outgoingEdgeId: 'e1' }] },
    { id: 'g2', title: 'Feedback', graphCoordinates: { x: 300, y: 100 }, blocks: [text('ask', 'Thanks {{Name}}! How was your visit?'), { id: 'comment', type: 'text input' }, text('bye', 'Bye!')] },
  ],
  edges: [
    { id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } },
    { id: 'e1', from: { blockId: 'name' }, to: { groupId: 'g2' } },
  ],
  variables: [
    { id: 'v-name', name: 'Name' },
    { id: 'v-source', name: 'Source' },
  ],
}

/** Visitor i: every third one leaves after giving a name; some comments are hard for a CSV. */
const nameOf = (i: number) => (i % 25 === 0 ? `Zoë Ünal ${i}` : `Visitor ${i}`)
const commentOf = (i: number) => ['Fine, thanks', 'She said "great"', 'Two\nlines', '=SUM(A1:A9)', 'Quick'][i % 5]
const completes = (i: number) => i % 3 !== 0

let botId = ''

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000)
  const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: feedbackBot })
  await ownerCall(baseURL!, 'POST', `/v1/bots/${bot.id}/publish`)
  botId = bot.id
  // In order, so "newest first" is the reverse of i; the first answer rides on startChat.
  for (let i = 0; i < visitors; i++) {
    const start = await chatCall(baseURL!, `/v1/bots/${bot.publicId}/startChat`, {
      message: { type: 'text', text: nameOf(i) },
      prefilledVariables: { Source: i % 2 ? 'newsletter' : 'search' },
    })
    if (completes(i)) await chatCall(baseURL!, `/v1/sessions/${start.sessionId}/continueChat`, { message: commentOf(i) })
  }
})

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Results' })
const headings = (page: Page) => resultsTable(page).getByRole('columnheader')

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(csv: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]
    if (quoted && c === '"' && csv[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted) field += c
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\r' && csv[i + 1] === '\n') {
      records.push([...record, field])
      record = []
      field = ''
      i++
    } else field += c
  }
  return records
}

test('the table loads page after page while scrolling, to the very first visitor', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${botId}/results`)
  await expect(page.getByText('300 results')).toBeVisible()
  await expect(resultsTable(page).getByRole('row').nth(1)).toContainText(nameOf(visitors - 1))
  const scroller = resultsTable(page).locator('..')
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expect(resultsTable(page).getByText('Visitor 1', { exact: true })).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 20_000 })
  await expect(resultsTable(page).getByText('Zoë Ünal 0', { exact: true })).toBeVisible()
})

test('a column moved by dragging and one hidden stay so after a reload', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${botId}/results`)
  await expect(headings(page)).toHaveText(['', 'Submitted at', 'Name', 'Feedback', 'Source'])
  await page.getByTitle('Feedback: drag to move').dragTo(page.getByTitle('Name: drag to move'))
  await expect(headings(page)).toHaveText(['', 'Submitted at', 'Feedback', 'Name', 'Source'])
  await page.getByRole('button', { name: 'Columns' }).click()
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/v1/bots/${botId}`))
  await page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'Source' }).uncheck()
  expect((await saved).status()).toBe(200)
  await page.reload()
  await expect(page.getByText('300 results')).toBeVisible()
  await expect(headings(page)).toHaveText(['', 'Submitted at', 'Feedback', 'Name'])
})

test('filtering by text and completion, a result in full, and the filtered rows exported as CSV', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${botId}/results`)
  const zoe = Array.from({ length: visitors }, (_, i) => i).filter((i) => nameOf(i).startsWith('Zoë'))
  await page.getByRole('searchbox', { name: 'Search answers' }).fill('zoë')
  await expect(page.getByText(`${zoe.length} results`)).toBeVisible()
  await page.getByRole('combobox', { name: 'Completion' }).selectOption('completed')
  const expected = zoe.filter(completes).reverse()
  await expect(page.getByText(`${expected.length} results`)).toBeVisible()
  await expect(page).toHaveURL(/\?q=zo%C3%AB&status=completed$/)

  await resultsTable(page).getByRole('row').nth(1).click()
  const drawer = page.getByRole('dialog', { name: 'Result' })
  const conversation = drawer.getByRole('list', { name: 'Conversation' })
  await expect(conversation.getByRole('listitem')).toHaveText([nameOf(expected[0]), `Thanks ${nameOf(expected[0])}! How was your visit?`, commentOf(expected[0]), 'Bye!'].map((t) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))))
  await expect(drawer.getByText('Completed', { exact: true })).toBeVisible()
  await expect(drawer.getByText('newsletter').or(drawer.getByText('search'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  // The table as the last test left it: Feedback moved before Name, Source hidden.
  const exportCsv = async (item: string) => {
    await page.getByRole('button', { name: 'Export' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: item }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^Visit feedback results \d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await file.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    return parseCsv(bytes.subarray(3).toString('utf8'))
  }
  const [header, ...rows] = await exportCsv('CSV, for spreadsheets')
  expect(header).toEqual([expect.stringMatching(/^Submitted at \(/), 'Feedback', 'Name'])
  expect(rows.map((row) => row[2])).toEqual(expected.map(nameOf))
  // A comment that looks like a formula comes out disarmed; the others exactly as typed.
  expect(rows.map((row) => row[1])).toEqual(expected.map((i) => (commentOf(i).startsWith('=') ? `'${commentOf(i)}` : commentOf(i))))
  const [everyHeader, ...everyRow] = await exportCsv('CSV, every column')
  expect(everyHeader).toEqual([expect.stringMatching(/^Submitted at \(/), 'Name', 'Feedback', 'Source'])
  expect(everyRow.map((row) => row[1])).toEqual(expected.map(nameOf))
})

test('deleting a Shift-selected range changes the count and the analytics', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${botId}/analytics`)
  const views = page.getByText('Views', { exact: true }).locator('xpath=following-sibling::dd[1]')
  await expect(views).toHaveText(String(visitors))
  await page.getByRole('navigation', { name: 'Bot panels' }).getByRole('link', { name: 'Results' }).click()
  await expect(page.getByText('300 results')).toBeVisible()
  const boxes = resultsTable(page).getByRole('checkbox', { name: /^Select the result of / })
  await boxes.nth(0).click()
  await boxes.nth(2).click({ modifiers: ['Shift'] })
  await expect(page.getByText('3 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Delete 3' }).click()
  await page.getByRole('dialog', { name: 'Delete 3 results?' }).getByRole('button', { name: 'Delete 3 results' }).click()
  await expect(page.getByText('297 results')).toBeVisible()
  await expect(resultsTable(page).getByRole('row').nth(1)).toContainText(nameOf(visitors - 4))
  await page.getByRole('navigation', { name: 'Bot panels' }).getByRole('link', { name: 'Analytics' }).click()
  await expect(views).toHaveText(String(visitors - 3))
})

test('columns follow the flow, and visitors who opened the chat without answering are left out unless asked for', async ({ page, baseURL }) => {
  // Groups listed last-question first: the table still starts with the first question asked.
  const bot = {
    ...feedbackBot,
    name: 'Flow order',
    groups: [
      { id: 'g2', title: 'Feedback', graphCoordinates: { x: 300, y: 100 }, blocks: [{ id: 'comment', type: 'text input', options: { variableId: 'v-comment' } }] },
      { id: 'g1', title: 'Welcome', graphCoordinates: { x: 0, y: 100 }, blocks: [{ id: 'name', type: 'text input', options: { variableId: 'v-name' }, outgoingEdgeId: 'e1' }] },
    ],
    variables: [
      { id: 'v-comment', name: 'Comment' },
      { id: 'v-name', name: 'Name' },
    ],
  }
  const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
  const created = (await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot })).bot
  await ownerCall(baseURL!, 'POST', `/v1/bots/${created.id}/publish`)
  await chatCall(baseURL!, `/v1/bots/${created.publicId}/startChat`, { message: 'Ada' })
  for (let i = 0; i < 2; i++) await chatCall(baseURL!, `/v1/bots/${created.publicId}/startChat`, {})

  await signInWithPrintedUrl(page)
  await page.goto(`/bots/${created.id}/results`)
  await expect(page.getByText('1 result', { exact: true })).toBeVisible()
  await expect(headings(page)).toHaveText(['', 'Submitted at', 'Name', 'Comment'])
  await page.getByRole('combobox', { name: 'Completion' }).selectOption({ label: 'Also visitors who never answered' })
  await expect(page.getByText('3 results', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\?status=everyone$/)
})

test('custom dates are one compact range on the same line as the other filters, on a wide and a narrow screen', async ({ page }) => {
  await signInWithPrintedUrl(page)
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height })
    await page.goto(`/bots/${botId}/results`)
    await page.getByRole('combobox', { name: 'Time range' }).selectOption('custom')
    const range = page.getByRole('group', { name: 'Custom dates' })
    const [rangeBox, timeBox, completionBox] = await Promise.all([range, page.getByRole('combobox', { name: 'Time range' }), page.getByRole('combobox', { name: 'Completion' })].map(async (l) => (await l.boundingBox())!))
    // Both days in one frame the height of a filter, never wider than the window.
    expect(rangeBox.height).toBeLessThanOrEqual(timeBox.height + 1)
    expect(rangeBox.width).toBeLessThan(Math.min(width, 400))
    if (width > 1000) expect(Math.abs(completionBox.y - rangeBox.y)).toBeLessThan(2)
    await page.getByRole('group', { name: 'Custom dates' }).getByLabel('From').fill('2024-03-01')
    await expect(page).toHaveURL(/range=custom&from=2024-03-01/)
    await page.screenshot({ path: `test-results/screens/results-custom-dates-${width}.png` })
  }
})
