import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { showInScheme } from './support/colorScheme'

// Issue 14, item 3 (Typebot #1458, #1079): the owner turns on focused mode in the theme panel and
// sees it in the preview; a visitor answers one question at a time, goes back, changes an answer,
// and the result holds the changed answer only.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

async function questionsBot(page: Page) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', {
    workspaceId: workspaces[0].id,
    bot: {
      name: 'One at a time',
      events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
      groups: [
        {
          id: 'g1',
          title: 'Questions',
          graphCoordinates: { x: 0, y: 120 },
          blocks: [
            text('ask-name', 'What is your name?'),
            { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
            text('ask-city', 'Where do you live, {{Name}}?'),
            { id: 'city', type: 'text input', options: { variableId: 'v-city' } },
            text('bye', 'Thanks {{Name}} from {{City}}!'),
          ],
        },
      ],
      edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
      variables: [
        { id: 'v-name', name: 'Name' },
        { id: 'v-city', name: 'City' },
      ],
      settings: { typingEmulation: { enabled: false } },
    },
  })
  return { origin, botId: bot.id as string, publicId: bot.publicId as string }
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' })
/** The conversation's rows: the live region repeats the newest text, so texts are looked for here. */
const conversation = (scope: Page | ReturnType<typeof preview>) => scope.locator('.bbc-list')
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible()

test('the owner turns on focused mode in the theme panel; a visitor goes back, changes an answer, and the result has the changed one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const { origin, botId, publicId } = await questionsBot(page)

  // Owner: the Layout section of the theme panel; the preview shows the change at once.
  await page.goto(`/bots/${botId}/theme`)
  await expect(preview(page).locator('.bbc-host').first()).toContainText('What is your name?')
  await page.getByRole('switch', { name: 'One question at a time (focused mode)' }).click()
  await expect(page.getByRole('switch', { name: 'Back button' })).toBeChecked()
  await saved(page)
  await expect(preview(page).locator('.bbc-root')).toHaveClass(/bbc-focused/)
  // The preview restarted with the saved theme: answering there shows one question at a time.
  await preview(page).getByRole('textbox').fill('Preview person')
  await preview(page).getByRole('textbox').press('Enter')
  await expect(conversation(preview(page)).getByText('Where do you live, Preview person?')).toBeVisible()
  await expect(conversation(preview(page)).getByText('What is your name?')).toBeHidden()
  await expect(preview(page).getByRole('button', { name: 'Back' })).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInScheme(page, colorScheme)
    expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
    await page.screenshot({ path: `/tmp/focused-theme-panel-${colorScheme}.png` })
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('switch', { name: 'Back button' }).scrollIntoViewIfNeeded()
  expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  await page.screenshot({ path: '/tmp/focused-theme-panel-390-dark.png' })
  await page.setViewportSize({ width: 1440, height: 900 })
  expect((await ownerCall(origin, 'GET', `/v1/bots/${botId}`)).bot.theme.chat.focusedMode).toEqual({ isEnabled: true })
  await ownerCall(origin, 'POST', `/v1/bots/${botId}/publish`, {})

  // Visitor: one question at a time, focus on the question, the answered one gone from view.
  // With reduced motion the history leaves at once instead of fading.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/b/${publicId}`)
  const chat = page.locator('main')
  await expect(conversation(page).getByText('What is your name?')).toBeVisible()
  await expect(chat.locator('[data-question-start]')).toBeFocused()
  await chat.getByRole('textbox').fill('Ada')
  await chat.getByRole('textbox').press('Enter')
  await expect(conversation(page).getByText('Where do you live, Ada?')).toBeVisible()
  await expect(conversation(page).getByText('What is your name?')).toBeHidden()
  await expect(chat.locator('[data-question-start]')).toBeFocused()
  await expect(chat.locator('[data-question-start]')).toHaveText('Where do you live, Ada?')
  // The faded history is out of the accessibility tree: the conversation reads the current question only.
  await expect(chat.getByRole('list', { name: 'Conversation' }).getByRole('listitem')).toHaveText(['Where do you live, Ada?'])
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: '/tmp/focused-visitor-390.png' })

  // Back: the name question again, with the answer given; a new one replaces it.
  await chat.getByRole('button', { name: 'Back' }).click()
  await expect(conversation(page).getByText('What is your name?')).toBeVisible()
  await expect(conversation(page).getByText(/Where do you live/)).toHaveCount(0)
  await expect(chat.getByRole('textbox')).toHaveValue('Ada')
  await expect(chat.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await chat.getByRole('textbox').fill('Grace')
  await chat.getByRole('textbox').press('Enter')
  await expect(conversation(page).getByText('Where do you live, Grace?')).toBeVisible()
  await chat.getByRole('textbox').fill('Paris')
  await chat.getByRole('textbox').press('Enter')
  await expect(conversation(page).getByText('Thanks Grace from Paris!')).toBeVisible()

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: '/tmp/focused-visitor-1440.png' })

  // Owner: the result holds the changed answer, once.
  const { results } = await ownerCall(origin, 'GET', `/v1/bots/${botId}/results`)
  const { result } = await ownerCall(origin, 'GET', `/v1/bots/${botId}/results/${results[0].id}`)
  expect(result.answers.map((answer: { blockId: string; content: string }) => [answer.blockId, answer.content])).toEqual([
    ['name', 'Grace'],
    ['city', 'Paris'],
  ])
  expect(result.variables).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Name', value: 'Grace' })]))
})
