import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

// The editor's preview drawer as a person uses it: open it from the toolbar, chat with the draft
// until the end, restart, preview from one group. Playwright's locators reach into the chat's shadow root.

const drawer = (page: Page) => page.getByRole('complementary', { name: 'Preview' })
const conversation = (page: Page) => drawer(page).getByRole('list', { name: 'Conversation' })

async function importBot(page: Page, file: Record<string, unknown>) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots/import', { workspaceId: workspaces[0].id, bot: file })
  return bot.id as string
}

const leadGen = () => JSON.parse(readFileSync('test/fixtures/bots/lead-gen.json', 'utf8')) as Record<string, unknown>

test('the preview runs the draft to the end, restarts, and starts from a chosen group', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const botId = await importBot(page, leadGen())
  await page.goto(`/bots/${botId}/flow`)
  await page.getByRole('button', { name: 'Preview', exact: true }).click()

  await expect(conversation(page)).toContainText('Welcome to AA (Awesome Agency)')
  await drawer(page).getByRole('button', { name: 'Hi!' }).click()
  await drawer(page).getByLabel('Your answer…').fill('Ada')
  await drawer(page).getByRole('button', { name: 'Send' }).click()
  await expect(conversation(page)).toContainText('Nice to meet you Ada')

  // The canvas highlights the input the preview waits on.
  const emailInput = page.locator('[data-block-type="email input"]')
  await expect(emailInput).toHaveClass(/ring-emerald/)

  const email = drawer(page).getByLabel('Enter your email…')
  await email.fill('not an email')
  await email.press('Enter')
  await expect(drawer(page).getByRole('alert')).toContainText("doesn't look right")
  await email.fill('ada@example.com')
  await email.press('Enter')
  await drawer(page).getByRole('button', { name: 'Content Marketing' }).click()
  await drawer(page).getByLabel('Your answer…').fill('Launching in May')
  await drawer(page).getByRole('button', { name: 'Send' }).click()
  await expect(drawer(page).locator('.bbc-root')).toHaveAttribute('data-phase', 'ended', { timeout: 20_000 })
  await expect(conversation(page).locator('[data-bubble="guest"]')).toHaveText(['Hi!', 'Ada', 'ada@example.com', 'Content Marketing', 'Launching in May'])

  // Restart: a new chat from the start.
  await drawer(page).getByRole('button', { name: 'Restart' }).click()
  await expect(conversation(page).locator('[data-bubble="guest"]')).toHaveCount(0)
  await expect(drawer(page).getByRole('button', { name: 'Hi!' })).toBeVisible()

  // Close, then preview from the Email group only.
  await drawer(page).getByRole('button', { name: 'Close preview' }).click()
  await expect(drawer(page)).toHaveCount(0)
  // The closing drawer hands the focus back to the canvas; a click in that moment can lose its menu.
  await expect(async () => {
    await page.getByRole('button', { name: 'Actions for group Email' }).click()
    await expect(page.getByRole('menuitem', { name: 'Preview from this group' })).toBeVisible({ timeout: 2000 })
  }).toPass()
  await page.getByRole('menuitem', { name: 'Preview from this group' }).click()
  await expect(drawer(page).getByLabel('Enter your email…')).toBeVisible()
  await expect(conversation(page)).toContainText("What's the best email we can reach you at?")
  await expect(conversation(page)).not.toContainText('Welcome to AA')
})

test('scripts of an imported bot run isolated from the builder, and their failures show in the logs', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const bot = {
    version: '6',
    name: 'Scripts',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
    groups: [
      {
        id: 'g1',
        title: 'Main',
        graphCoordinates: { x: 0, y: 120 },
        blocks: [
          {
            id: 'peek',
            type: 'Set variable',
            options: {
              variableId: 'vs',
              isExecutedOnClient: true,
              expressionToEvaluate:
                "try { return (localStorage.getItem('bb.connection') ?? parent.localStorage.getItem('bb.connection')) ? 'token visible' : 'empty' } catch (error) { return 'storage blocked' }",
            },
          },
          { id: 'fail', type: 'Code', options: { content: "throw new Error('kaboom')" } },
          { id: 'say', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Storage: {{Seen}}' }] }] } },
        ],
      },
    ],
    edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    variables: [{ id: 'vs', name: 'Seen' }],
    theme: {},
    settings: { typingEmulation: { enabled: false } },
  }
  const botId = await importBot(page, bot)
  await page.goto(`/bots/${botId}/flow`)
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(conversation(page)).toContainText('Storage: storage blocked')
  await drawer(page).getByText('Logs').click()
  await expect(drawer(page).locator('details')).toContainText('Script failed')
  await expect(drawer(page).locator('details')).toContainText('kaboom')
})
