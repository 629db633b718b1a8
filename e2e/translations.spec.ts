import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'
import { colorSchemes, showInScheme } from './support/colorScheme'

// Multi-language bots (issue 14): the owner adds French in the translations panel, types some
// texts and imports the rest from a CSV, publishes; a visitor whose browser speaks French reads
// the bot in French, then switches to English mid-chat.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
const multilingualBot = (name: string) => ({
  name,
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
  variables: [{ id: 'v-name', name: 'Name' }],
  groups: [
    {
      id: 'g1',
      title: 'Welcome',
      graphCoordinates: { x: 0, y: 120 },
      blocks: [
        text('hi', 'Hello! What is your name?'),
        { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
        text('drink', 'Coffee or tea, {{Name}}?'),
        { id: 'pick', type: 'choice input', items: [{ id: 'coffee', content: 'Coffee' }, { id: 'tea', content: 'Tea' }] },
        text('bye', 'Enjoy!'),
      ],
    },
  ],
  edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
})

async function newBot(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: { ...multilingualBot(name), ...extra } })
  return { origin, bot: bot as { id: string; publicId: string } }
}

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible()
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' })

const csv = [
  'key,context,source,fr',
  'name.placeholder,Welcome #2 · Placeholder,Your answer…,Votre prénom…',
  '"drink.content",Welcome,"Coffee or tea, {{Name}}?","Café ou thé, {{Name}} ?"',
  'pick.items.coffee.content,,Coffee,Café',
  'pick.items.tea.content,,Tea,Thé',
  'pick.items.milk.content,,Milk,Lait',
  'bye.content,,Enjoy!,Bonne dégustation !',
].join('\n')

test('an owner translates a bot into French, a French visitor reads it in French and switches to English', async ({ page, browser }) => {
  await signInWithPrintedUrl(page)
  const { origin, bot } = await newBot(page, 'Café du coin')
  await page.goto(`/bots/${bot.id}/translations`)
  await expect(page.getByRole('heading', { name: 'Translations', level: 2 })).toBeVisible()

  await page.getByLabel('Language tag to add').fill('fr')
  await page.getByRole('button', { name: 'Add language' }).click()
  await expect(page.getByRole('list', { name: 'Languages translated into' })).toContainText('Français')
  await expect(page.getByRole('list', { name: 'Progress per language' })).toContainText(/Français: 0 of \d+ translated, \d+ missing/)

  await page.getByLabel('Français translation of Welcome #1 · Text bubble').fill('Bonjour ! Comment vous appelez-vous ?')
  await page.getByLabel('Translations file to import').setInputFiles({ name: 'fr.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  const report = page.getByTestId('import-report')
  await expect(report.getByRole('status')).toHaveText('fr.csv: 5 translations imported, 1 line refused.')
  await expect(report.getByRole('alert')).toHaveText('Line 6: Unknown key "pick.items.milk.content": no such text in this bot')
  await expect(page.getByLabel('Français translation of Welcome #4 · Choice 2')).toHaveValue('Thé')
  await saved(page)

  const { bot: stored } = await ownerCall(origin, 'GET', `/v1/bots/${bot.id}`)
  expect(stored.settings.translations.texts.fr['hi.content'].text).toBe('Bonjour ! Comment vous appelez-vous ?')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()

  const visitor = await browser.newContext({ locale: 'fr-FR' })
  const chat = await visitor.newPage()
  await chat.goto(`${origin}/b/${bot.publicId}`)
  await expect(conversation(chat)).toContainText('Bonjour ! Comment vous appelez-vous ?')
  const switcher = chat.getByLabel('Language')
  await expect(switcher).toHaveValue('fr')
  await chat.getByLabel('Votre prénom…').fill('Ada')
  await chat.getByRole('button', { name: 'Send' }).click()
  await expect(conversation(chat)).toContainText('Café ou thé, Ada ?')
  await expect(chat.getByRole('button', { name: 'Café' })).toBeVisible()

  await switcher.selectOption('en')
  await expect(chat.getByRole('button', { name: 'Coffee' })).toBeVisible()
  await expect(chat.getByRole('button', { name: 'Café' })).toHaveCount(0)
  await chat.getByRole('button', { name: 'Tea' }).click()
  await expect(conversation(chat)).toContainText('Enjoy!')
  await expect(conversation(chat)).not.toContainText('Bonne dégustation')

  const { results } = await ownerCall(origin, 'GET', `/v1/bots/${bot.id}/results`)
  expect(results[0]).toMatchObject({ language: 'en' })
  await visitor.close()

  await page.goto(`/bots/${bot.id}/results`)
  await expect(page.getByRole('columnheader', { name: 'Language' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'en', exact: true })).toBeVisible()
})

test('the translations panel and the chat switcher, light and dark, wide and narrow, with no serious accessibility violation', async ({ page, browser }) => {
  await signInWithPrintedUrl(page)
  const { origin, bot } = await newBot(page, 'Looks multilingual', {
    settings: {
      translations: {
        languages: [{ code: 'fr' }, { code: 'de' }],
        texts: { fr: { 'hi.content': { text: 'Bonjour !', sourceHash: '00000000' }, 'pick.items.tea.content': { text: 'Thé' } } },
      },
    },
  })
  await ownerCall(origin, 'POST', `/v1/bots/${bot.id}/publish`, {})
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height })
    await page.goto(`/bots/${bot.id}/translations`)
    await expect(page.getByText('Outdated: source changed')).toBeVisible()
    for (const scheme of colorSchemes) {
      await showInScheme(page, scheme)
      await page.screenshot({ path: test.info().outputPath(`translations-${width}-${scheme}.png`), fullPage: true, animations: 'disabled' })
      await page.getByRole('heading', { name: 'Texts', level: 3 }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: test.info().outputPath(`translations-${width}-${scheme}-texts.png`), animations: 'disabled' })
      await page.locator('tbody tr').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: test.info().outputPath(`translations-${width}-${scheme}-rows.png`), animations: 'disabled' })
      expect(await seriousViolations(page), scheme).toEqual([])
    }
  }
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    const visitor = await browser.newContext({ locale: 'de-DE', viewport: { width, height } })
    const chat = await visitor.newPage()
    await chat.goto(`${origin}/b/${bot.publicId}?lang=fr`)
    await expect(conversation(chat)).toContainText('Bonjour !')
    await expect(chat.getByLabel('Language')).toHaveValue('fr')
    await chat.screenshot({ path: test.info().outputPath(`chat-switcher-${width}.png`), animations: 'disabled' })
    expect(await seriousViolations(chat)).toEqual([])
    await visitor.close()
  }
})
