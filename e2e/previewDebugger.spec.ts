import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// The preview debugger as a person uses it: a breakpoint set from a block's context menu, the
// preview pausing there with the block highlighted, a variable's history, Step, then Continue.

const drawer = (page: Page) => page.getByRole('complementary', { name: 'Preview' })
const debuggerPanel = (page: Page) => drawer(page).getByRole('region', { name: 'Debugger' })
const conversation = (page: Page) => drawer(page).getByRole('list', { name: 'Conversation' })
const richText = (words: string) => ({ richText: [{ type: 'p', children: [{ text: words }] }] })

const debugBot = {
  name: 'Debug me',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g1',
      title: 'Start',
      graphCoordinates: { x: 0, y: 120 },
      blocks: [
        { id: 'hello', type: 'text', content: richText('Hello, your name?') },
        { id: 'ask', type: 'text input', options: { variableId: 'v-name' } },
        { id: 'set', type: 'Set variable', options: { variableId: 'v-greeting', expressionToEvaluate: 'Hi {{Name}}' } },
        {
          id: 'cond',
          type: 'Condition',
          items: [{ id: 'i1', content: { comparisons: [{ id: 'c1', variableId: 'v-name', comparisonOperator: 'Equal to', value: 'Ada' }] }, outgoingEdgeId: 'e-yes' }],
          outgoingEdgeId: 'e-no',
        },
      ],
    },
    { id: 'g-yes', title: 'Known', graphCoordinates: { x: 420, y: 80 }, blocks: [{ id: 'yes', type: 'text', content: richText('{{Greeting}}, welcome back') }] },
    { id: 'g-no', title: 'Stranger', graphCoordinates: { x: 420, y: 320 }, blocks: [{ id: 'no', type: 'text', content: richText('Nice to meet you') }] },
  ],
  edges: [
    { id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } },
    { id: 'e-yes', from: { blockId: 'cond', itemId: 'i1' }, to: { groupId: 'g-yes' } },
    { id: 'e-no', from: { blockId: 'cond' }, to: { groupId: 'g-no' } },
  ],
  variables: [
    { id: 'v-name', name: 'Name' },
    { id: 'v-greeting', name: 'Greeting' },
  ],
}

async function createBot(page: Page) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: debugBot })
  return bot.id as string
}

test('an owner sets a breakpoint, the preview pauses there, a variable is inspected, Step then Continue', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const botId = await createBot(page)
  await page.goto(`/bots/${botId}/flow`)
  const setBlock = page.locator('[data-block-id="set"]')
  await expect(setBlock).toBeVisible()

  // The breakpoint, from the block's context menu: a red dot on the block.
  await setBlock.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Add breakpoint' }).click()
  await expect(setBlock.getByTestId('breakpoint-dot')).toBeVisible()
  await expect(setBlock).toHaveAttribute('aria-label', /breakpoint/)

  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(drawer(page).getByRole('button', { name: 'Debug' })).toHaveAttribute('aria-pressed', 'true')
  await expect(conversation(page)).toContainText('Hello, your name?')
  await drawer(page).getByLabel('Your answer…').fill('Ada')
  await drawer(page).getByRole('button', { name: 'Send' }).click()

  // Paused before the Set variable block: said in the panel, drawn on the canvas.
  await expect(debuggerPanel(page).getByRole('status')).toContainText('Paused before Set variable in Start')
  await expect(setBlock).toHaveAttribute('data-paused', 'true')
  await expect(setBlock).toHaveClass(/ring-red/)
  const variables = debuggerPanel(page).getByRole('table', { name: 'Variables' })
  await expect(variables.getByRole('row', { name: /Greeting/ })).toContainText('unset')

  // The history of Name: set by the answer to the text input.
  await variables.getByRole('button', { name: 'History of Name' }).click()
  await expect(debuggerPanel(page).getByRole('list', { name: 'Values of Name' })).toContainText(/answer to text input in Start: unset → Ada/)

  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  await page.screenshot({ path: test.info().outputPath('debugger-paused-light-1440.png') })

  // Step: the Set variable block runs, the preview pauses again before the Condition.
  await debuggerPanel(page).getByRole('button', { name: 'Step' }).click()
  await expect(debuggerPanel(page).getByRole('status')).toContainText('Paused before Condition in Start')
  await expect(page.locator('[data-block-id="cond"]')).toHaveAttribute('data-paused', 'true')
  await expect(setBlock).not.toHaveAttribute('data-paused', 'true')
  await expect(variables.getByRole('row', { name: /Greeting/ })).toContainText('Hi Ada')

  // The log holds the step, opened with the keyboard.
  const log = debuggerPanel(page).getByRole('list', { name: 'Block log' })
  const setEntry = log.getByRole('listitem').filter({ hasText: 'Set Greeting = "Hi Ada"' })
  await setEntry.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(setEntry).toContainText('Greeting: unset → Hi Ada')

  // Continue: to the end, the condition's result in the log.
  await debuggerPanel(page).getByRole('button', { name: 'Continue' }).click()
  await expect(conversation(page)).toContainText('Hi Ada, welcome back')
  await expect(debuggerPanel(page).getByRole('status')).not.toContainText('Paused')
  await expect(log).toContainText('Condition: comparison 1 held')
  await expect(debuggerPanel(page).getByRole('button', { name: 'Step' })).toBeDisabled()

  // The breakpoint goes away from the panel's list too.
  await debuggerPanel(page).getByRole('button', { name: 'Remove the breakpoint on Set variable in Start' }).click()
  await expect(setBlock.getByTestId('breakpoint-dot')).toHaveCount(0)
})

test('the debugger panel in dark mode, and stacked under the chat on a phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bb.theme', 'dark'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const botId = await createBot(page)
  await page.goto(`/bots/${botId}/flow`)
  await page.locator('[data-block-id="ask"]').focus()
  // B on a focused block sets its breakpoint.
  await page.keyboard.press('b')
  await expect(page.locator('[data-block-id="ask"]').getByTestId('breakpoint-dot')).toBeVisible()
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(debuggerPanel(page).getByRole('status')).toContainText('Paused before Text in Start')
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  await page.screenshot({ path: test.info().outputPath('debugger-paused-dark-1440.png') })

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(debuggerPanel(page)).toBeVisible()
  // F8 continues, as in browsers' developer tools.
  await drawer(page).focus()
  await page.keyboard.press('F8')
  await expect(drawer(page).getByLabel('Your answer…')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('debugger-dark-390.png') })
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
})
