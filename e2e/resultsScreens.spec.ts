import { expect, type Page, test } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { axeViolations } from './support/axe'
import { colorSchemes, showInScheme } from './support/colorScheme'

// The results, a result's drawer, the analytics and the billing page, in light and dark: no
// accessibility violation, and a screenshot of each under test-results/screens/ to look at.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const surveyBot = {
  name: 'Screens survey',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g1',
      title: 'Survey',
      graphCoordinates: { x: 0, y: 100 },
      blocks: [
        text('hi', 'Hello! What is your name?'),
        { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
        text('mail', 'Thanks {{Name}}. Your email?'),
        { id: 'email', type: 'email input', options: { variableId: 'v-email' } },
        text('rate', 'How likely are you to recommend us?'),
        { id: 'score', type: 'rating input', options: { length: 10 } },
        text('why', 'Why?'),
        { id: 'why-answer', type: 'text input', options: { isLong: true } },
        text('bye', 'Thank you, {{Name}}!'),
      ],
    },
  ],
  edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [
    { id: 'v-name', name: 'Name' },
    { id: 'v-email', name: 'Email' },
  ],
}

const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Zoë Durand', 'Katherine Johnson', 'Margaret Hamilton', 'Jean "JB" Bartik', 'Hedy Lamarr']
const reasons = ['Friendly and quick', 'The form was long,\nbut clear', 'Could not find the price', 'Great support team']

let botId = ''
let workspaceId = ''

test.beforeAll(async ({ baseURL }) => {
  const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
  workspaceId = workspaces[0].id
  const { bot } = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId, bot: surveyBot })
  await ownerCall(baseURL!, 'POST', `/v1/bots/${bot.id}/publish`)
  botId = bot.id
  const post = async (path: string, body: unknown) =>
    (await fetch(`${baseURL}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()
  for (let i = 0; i < 24; i++) {
    const { sessionId } = await post(`/v1/bots/${bot.publicId}/startChat`, {})
    const answers = [people[i % people.length], `${people[i % people.length].split(' ')[0].toLowerCase()}${i}@example.com`, String((i * 7) % 11), reasons[i % reasons.length]]
    for (const answer of answers.slice(0, i % 5 === 4 ? 2 : 4)) await post(`/v1/sessions/${sessionId}/continueChat`, { message: answer })
  }
})

/** In each colour scheme, no axe violation, then a full-window screenshot named after the screen and the scheme. */
async function check(page: Page, name: string) {
  for (const scheme of colorSchemes) {
    await showInScheme(page, scheme)
    const violations = await axeViolations(page)
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), scheme).toEqual([])
    await page.screenshot({ path: `test-results/screens/${name}-${scheme}.png` })
  }
}

test('results, a result, analytics and billing read well in light and dark mode', async ({ page }) => {
  // Four screens, each analysed by axe in both schemes: on two busy cores that alone can pass the default minute.
  test.slow()
  await page.setViewportSize({ width: 1400, height: 900 })
  await signInWithPrintedUrl(page)

  await page.goto(`/bots/${botId}/results`)
  await expect(page.getByText('24 results')).toBeVisible()
  await check(page, 'results-table')

  await page.getByRole('table', { name: 'Results' }).getByRole('row').nth(1).click()
  await expect(page.getByRole('dialog', { name: 'Result' }).getByRole('list', { name: 'Conversation' })).toBeVisible()
  await check(page, 'result-drawer')
  await page.keyboard.press('Escape')

  await page.goto(`/bots/${botId}/analytics?range=last30Days`)
  await expect(page.getByText('Views', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('24')
  await check(page, 'analytics')

  await page.goto(`/w/${workspaceId}/billing`)
  await expect(page.getByText(/No invoices/)).toBeVisible()
  await check(page, 'billing')
})
