import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

// Issue 14 as a whole, the way its "done when" reads: an owner has a bilingual bot with a timeout
// reminder and a loop, debugs it step by step in the preview, compares the draft with what is live,
// publishes it; a visitor whose browser speaks French reads it in French, one question at a time.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true })
const savedBot = async (page: Page, botId: string) => (await ownerCall(new URL(page.url()).origin, 'GET', `/v1/bots/${botId}`)).bot

const pizzaBot = {
  name: 'Pizza order',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: -200, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g-welcome',
      title: 'Welcome',
      graphCoordinates: { x: 0, y: 100 },
      blocks: [
        text('hi', 'Hello! What is your name?'),
        { id: 'name', type: 'text input', options: { variableId: 'v-name', timeout: { isEnabled: true, seconds: 5, outgoingEdgeId: 'e-timeout' } }, outgoingEdgeId: 'e-next' },
      ],
    },
    {
      id: 'g-nudge',
      title: 'Nudge',
      graphCoordinates: { x: 0, y: 420 },
      blocks: [text('nudge', 'Still there? Take your time.'), { id: 'name-again', type: 'text input', options: { variableId: 'v-name' }, outgoingEdgeId: 'e-nudged' }],
    },
    {
      id: 'g-toppings',
      title: 'Toppings',
      graphCoordinates: { x: 420, y: 100 },
      blocks: [
        {
          id: 'loop',
          type: 'Loop',
          items: [{ id: 'each', path: 'each', outgoingEdgeId: 'e-each' }],
          options: { kind: 'for each', listVariableId: 'v-toppings', itemVariableId: 'v-topping' },
          outgoingEdgeId: 'e-done',
        },
      ],
    },
    { id: 'g-say', title: 'Say', graphCoordinates: { x: 840, y: 0 }, blocks: [text('say', '{{Topping}} ✓')] },
    { id: 'g-bye', title: 'Bye', graphCoordinates: { x: 840, y: 300 }, blocks: [text('bye', 'Enjoy, {{Name}}!')] },
  ],
  edges: [
    { id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g-welcome' } },
    { id: 'e-timeout', from: { blockId: 'name', pathId: 'timeout' }, to: { groupId: 'g-nudge' } },
    { id: 'e-next', from: { blockId: 'name' }, to: { groupId: 'g-toppings' } },
    { id: 'e-nudged', from: { blockId: 'name-again' }, to: { groupId: 'g-toppings' } },
    { id: 'e-each', from: { blockId: 'loop', itemId: 'each' }, to: { groupId: 'g-say' } },
    { id: 'e-done', from: { blockId: 'loop' }, to: { groupId: 'g-bye' } },
  ],
  variables: [
    { id: 'v-name', name: 'Name' },
    { id: 'v-toppings', name: 'Toppings', value: ['cheese', 'basil', 'olives'] },
    { id: 'v-topping', name: 'Topping' },
  ],
  theme: { chat: { focusedMode: { isEnabled: true } } },
  settings: {
    typingEmulation: { enabled: false },
    translations: {
      sourceLanguage: 'en',
      languages: [{ code: 'fr' }],
      texts: {
        fr: {
          'hi.content': { text: 'Bonjour ! Comment vous appelez-vous ?' },
          'name.placeholder': { text: 'Votre prénom…' },
          'name.button': { text: 'Envoyer' },
          'name-again.placeholder': { text: 'Votre prénom…' },
          'name-again.button': { text: 'Envoyer' },
          'nudge.content': { text: 'Toujours là ? Prenez votre temps.' },
          'bye.content': { text: 'Bon appétit, {{Name}} !' },
        },
      },
    },
  },
}

test('a bilingual bot with a timeout reminder and a loop is debugged step by step, compared with the live one, published, and read in French one question at a time', async ({ page, browser }) => {
  test.slow()
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInWithPrintedUrl(page)
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: pizzaBot })
  await ownerCall(origin, 'POST', `/v1/bots/${bot.id}/publish`, {})

  // The draft moves on from the live version: a group renamed on the canvas.
  await page.goto(`/bots/${bot.id}/flow`)
  await group(page, 'Nudge').getByRole('heading', { name: 'Nudge' }).dblclick()
  await page.getByRole('textbox', { name: 'Group title' }).fill('Reminder')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await savedBot(page, bot.id)).groups.map((entry: { title: string }) => entry.title)).toContain('Reminder')

  // Debugging: a breakpoint on the loop, the preview pauses there, Step runs it and the item is set.
  const loop = page.locator('[data-block-id="loop"]')
  await loop.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Add breakpoint' }).click()
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const drawer = page.getByRole('complementary', { name: 'Preview' })
  const debuggerPanel = drawer.getByRole('region', { name: 'Debugger' })
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('Hello! What is your name?')
  await drawer.getByRole('textbox').fill('Ada')
  await drawer.getByRole('button', { name: 'Send' }).click()
  await expect(debuggerPanel.getByRole('status')).toContainText('Paused before Loop in Toppings')
  await debuggerPanel.getByRole('button', { name: 'Step' }).click()
  await expect(debuggerPanel.getByRole('table', { name: 'Variables' }).getByRole('row', { name: /^History of Topping / })).toContainText('cheese')
  await debuggerPanel.getByRole('button', { name: 'Remove the breakpoint on Loop in Toppings' }).click()
  await debuggerPanel.getByRole('button', { name: 'Continue' }).click()
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('Enjoy, Ada!')
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('olives ✓')

  // Compare the live version with the draft, from the share page.
  await page.getByRole('link', { name: 'Share' }).click()
  await page.getByRole('list', { name: 'Published versions' }).getByRole('listitem').first().getByRole('link', { name: /Compare the version of .* with the draft/ }).click()
  const changes = page.getByRole('complementary', { name: 'Changes' })
  await expect(changes.getByRole('status')).toHaveText('1 changed group')
  await changes.getByRole('button', { name: /Reminder/ }).click()
  await expect(group(page, 'Reminder (changed)')).toHaveAttribute('data-compare', 'changed')

  // Publish the draft from the editor's header.
  await page.goto(`/bots/${bot.id}/flow`)
  const header = page.getByRole('banner')
  await expect(header.getByText('Unpublished changes', { exact: true })).toBeVisible()
  await header.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(header.getByText('Published', { exact: true })).toBeVisible()

  // A French visitor: French texts, the reminder when no answer comes, one question at a time.
  const context = await browser.newContext({ locale: 'fr-FR' })
  const visitor = await context.newPage()
  await visitor.goto(`${origin}/b/${bot.publicId}`)
  const chat = visitor.getByRole('list', { name: 'Conversation' })
  const firstQuestion = chat.getByText('Bonjour ! Comment vous appelez-vous ?')
  await expect(firstQuestion).toBeVisible()
  await expect(visitor.getByPlaceholder('Votre prénom…')).toBeVisible()
  await expect(chat.getByText('Toujours là ? Prenez votre temps.')).toBeVisible({ timeout: 20_000 })
  await expect(firstQuestion).toBeHidden()
  await visitor.getByRole('textbox').fill('Ada')
  await visitor.getByRole('button', { name: 'Envoyer' }).click()
  await expect(chat.getByText('Bon appétit, Ada !')).toBeVisible()
  await expect(chat.getByText('Toujours là ? Prenez votre temps.')).toBeHidden()
  await visitor.screenshot({ path: test.info().outputPath('visitor-french-end.png') })
  await context.close()

  // The result records the language the visitor read it in.
  const results = await ownerCall(origin, 'GET', `/v1/bots/${bot.id}/results`)
  expect(results.results[0]).toMatchObject({ language: 'fr' })
})
