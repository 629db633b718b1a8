import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { botAction, card, createWorkspace, signInWithPrintedUrl, toast } from './support/app'

const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/bots/${name}`, import.meta.url))

/** A Typebot export whose language-model block asks for an action the engine does not run. */
function withUnsupportedAction(name: string) {
  const file = JSON.parse(fixture(name).toString()) as { groups: { blocks: { type: string; options?: Record<string, unknown> }[] }[] }
  const block = file.groups.flatMap((group) => group.blocks).find((each) => each.type === 'openai')!
  // An action of a newer Typebot that this service does not run.
  block.options = { action: 'Create video', prompt: 'A cat' }
  return Buffer.from(JSON.stringify(file))
}

/** Drops a file on the dashboard the way a file dragged from the desktop arrives. */
async function dropFile(page: Page, name: string, content: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([text], name, { type: 'application/json' }))
      return transfer
    },
    { name, text: content.toString('utf8') },
  )
  const zone = page.getByRole('heading', { level: 1 })
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
}

async function createBot(page: Page, name: string, template?: string) {
  await page.getByRole('button', { name: 'New bot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a bot' })
  if (template) await dialog.getByText(template, { exact: true }).click()
  if (name) await dialog.getByLabel('Name', { exact: true }).fill(name)
  await dialog.getByRole('button', { name: 'Create bot' }).click()
  await expect(page).toHaveURL(/\/bots\/[^/]+\/flow$/)
  await expect(page.getByRole('heading', { name: name || template, level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the bots' }).click()
}

test('a builder organises bots: folders, templates, imports, moves, renames, copies, exports, deletes', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Studio')
  await expect(page.getByRole('heading', { name: 'No bots yet' })).toBeVisible()

  await page.getByRole('button', { name: 'New folder' }).click()
  await page.getByLabel('Folder name').fill('Leads')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(card(page, 'Leads')).toBeVisible()

  await createBot(page, 'Blank bot')
  await createBot(page, '', 'Lead capture')
  await expect(card(page, 'Lead capture')).toContainText('Draft')

  // Import by the file picker: a Typebot export with blocks our engine skips.
  await page.getByLabel('Bot file to import').setInputFiles({ name: 'basic-chat-gpt.json', mimeType: 'application/json', buffer: withUnsupportedAction('basic-chat-gpt.json') })
  const report = page.getByRole('dialog', { name: /Imported “Basic ChatGPT”, with blocks that will not run/ })
  await expect(report).toContainText('Create video')
  await report.getByRole('button', { name: 'Close' }).click()
  // Import by dropping the file on the page.
  await dropFile(page, 'faq.json', fixture('faq.json'))
  await expect(toast(page, 'Imported “FAQ”')).toBeVisible()
  await expect(card(page, 'FAQ')).toBeVisible()

  // Move by drag and drop onto a folder, back onto the breadcrumb, then with "Move to…".
  await card(page, 'Lead capture').dragTo(card(page, 'Leads'))
  await expect(toast(page, 'Moved “Lead capture” to “Leads”')).toBeVisible()
  await expect(card(page, 'Lead capture')).toHaveCount(0)
  await expect(card(page, 'Leads')).toContainText('1 bot')
  await card(page, 'Leads').getByRole('link', { name: 'Leads' }).click()
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await card(page, 'Lead capture').dragTo(page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'All bots' }))
  await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible()
  await page.getByRole('link', { name: 'All bots' }).click()
  await botAction(page, 'Lead capture', 'Move to…')
  await page.getByRole('dialog').getByText('Leads', { exact: true }).click()
  await page.getByRole('button', { name: 'Move here' }).click()
  await expect(card(page, 'Lead capture')).toHaveCount(0)

  await botAction(page, 'Blank bot', 'Rename')
  await page.getByLabel('Bot name').fill('Welcome bot')
  await page.getByRole('button', { name: 'Rename', exact: true }).click()
  await expect(card(page, 'Welcome bot')).toBeVisible()

  await botAction(page, 'Welcome bot', 'Duplicate')
  await expect(card(page, 'Welcome bot (copy)')).toBeVisible()

  // Export, then import the downloaded file back.
  const downloading = page.waitForEvent('download')
  await botAction(page, 'FAQ', 'Export')
  const download = await downloading
  expect(download.suggestedFilename()).toBe('FAQ.json')
  const exported = readFileSync(await download.path())
  expect(JSON.parse(exported.toString()).groups).toEqual(JSON.parse(fixture('faq.json').toString()).groups)
  await page.getByLabel('Bot file to import').setInputFiles({ name: 'FAQ.json', mimeType: 'application/json', buffer: exported })
  await expect(card(page, 'FAQ')).toHaveCount(2)

  await botAction(page, 'Welcome bot (copy)', 'Delete')
  await page.getByRole('dialog', { name: 'Delete “Welcome bot (copy)”?' }).getByRole('button', { name: 'Delete bot' }).click()
  await expect(card(page, 'Welcome bot (copy)')).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Studio', level: 1 })).toBeVisible()
  const names = page.getByRole('region', { name: 'Bots' }).getByRole('listitem')
  await expect(names).toHaveCount(4)
  for (const name of ['Welcome bot', 'Basic ChatGPT']) await expect(card(page, name)).toBeVisible()
  await expect(card(page, 'FAQ')).toHaveCount(2)
  await expect(card(page, 'Leads')).toContainText('1 bot')
  await card(page, 'Leads').getByRole('link', { name: 'Leads' }).click()
  await expect(card(page, 'Lead capture')).toBeVisible()
})

test('deleting a folder moves what it holds to its parent, as the confirmation says', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Folders')
  await page.getByRole('button', { name: 'New folder' }).click()
  await page.getByLabel('Folder name').fill('Old')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await createBot(page, 'Keeper')
  await card(page, 'Keeper').dragTo(card(page, 'Old'))
  await expect(card(page, 'Old')).toContainText('1 bot')
  await card(page, 'Old').getByRole('button', { name: 'Actions for folder Old' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete the folder “Old”?' })
  await expect(confirm).toContainText('its bots and sub-folders move to the top level')
  await confirm.getByRole('button', { name: 'Delete folder' }).click()
  await expect(card(page, 'Old')).toHaveCount(0)
  await expect(card(page, 'Keeper')).toBeVisible()
})

test('search and sort are kept in the address', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Sorting')
  await createBot(page, 'Zulu')
  await createBot(page, 'Alpha')
  const bots = page.getByRole('region', { name: 'Bots' }).getByRole('listitem')
  await expect(bots).toHaveText([/Alpha/, /Zulu/])
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name')
  await page.getByRole('heading', { level: 1 }).click()
  await page.keyboard.press('/')
  await page.keyboard.type('zu')
  await expect(page).toHaveURL(/\?sort=name&q=zu$/)
  await page.reload()
  await expect(bots).toHaveText([/Zulu/])
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('zu')
})

test('the search looks through every folder of the workspace and says where each bot lives', async ({ page }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Searching')
  await page.getByRole('button', { name: 'New folder' }).click()
  await page.getByLabel('Folder name').fill('Sales')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await createBot(page, 'Lead intake')
  await createBot(page, 'Lead scoring')
  await card(page, 'Lead scoring').dragTo(card(page, 'Sales'))
  await expect(card(page, 'Sales')).toContainText('1 bot')
  // From inside another level, the hit in the folder is found all the same.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('lead')
  const bots = page.getByRole('region', { name: 'Bots' }).getByRole('listitem')
  await expect(bots).toHaveCount(2)
  await expect(card(page, 'Lead scoring')).toContainText('In Sales')
  await expect(card(page, 'Lead intake')).toContainText('In Top level')
})

/** The chunk of the template gallery, which the dashboard loads when the create dialog opens. */
const galleryChunk = /\/assets\/TemplateGallery-[\w-]+\.js$/

test('templates that fail to load are said in the create dialog, a blank bot can still be made, and trying again shows them', async ({ page }) => {
  // The gallery cannot be fetched, as on a lost connection, until the connection is back.
  let online = false
  await page.route(galleryChunk, (route) => (online ? route.continue() : route.abort('internetdisconnected')))
  await signInWithPrintedUrl(page)
  await createWorkspace(page, 'Offline gallery')
  await page.getByRole('button', { name: 'New bot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a bot' })
  await expect(dialog.getByRole('alert')).toContainText('The templates could not be loaded.')
  await dialog.getByLabel('Name', { exact: true }).fill('Made without templates')
  await dialog.getByRole('button', { name: 'Create bot' }).click()
  await expect(page.getByRole('heading', { name: 'Made without templates', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the bots' }).click()

  // Once the connection is back, trying again fetches the gallery.
  await page.getByRole('button', { name: 'New bot' }).click()
  await expect(dialog.getByRole('alert')).toContainText('The templates could not be loaded.')
  online = true
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByText('Lead capture', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})
