import { expect, test, type Page } from '@playwright/test'
import { chatOriginOf, ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// The share panel as a person uses it: rename the public address (a taken one is refused),
// publish twice and bring the first version back into the draft, copy the embed code of each mode.

async function newBot(page: Page, bot: Record<string, unknown>) {
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const created = await ownerCall(origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot })
  return { origin, bot: created.bot as { id: string; publicId: string } }
}

const stored = async (origin: string, botId: string) => (await ownerCall(origin, 'GET', `/v1/bots/${botId}`)).bot

test('a taken public id is refused as it is typed; a free one is saved and gives the public address', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const suffix = Date.now().toString(36)
  await newBot(page, { name: 'First comer', publicId: `support-${suffix}` })
  const { origin, bot } = await newBot(page, { name: 'Newcomer' })
  await page.goto(`/bots/${bot.id}/share`)

  const field = page.getByLabel('Public id')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await field.fill(`support-${suffix}`)
  await expect(page.getByText('Public id: already taken by another bot.')).toBeVisible()
  await expect(save).toBeDisabled()

  await field.fill('ab')
  await expect(page.getByText('Public id: use at least 4 characters.')).toBeVisible()

  await field.fill(`help-desk-${suffix}`)
  await expect(page.getByText(/^Available/)).toBeVisible()
  await save.click()
  await expect(page.getByTestId('public-url')).toHaveText(`${await chatOriginOf(origin)}/b/help-desk-${suffix}`)
  expect((await stored(origin, bot.id)).publicId).toBe(`help-desk-${suffix}`)
})

test('publish twice, then restore the first version into the draft after confirming', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, bot } = await newBot(page, { name: 'Seasonal', theme: { customCss: '.bbc-host{color:green}' } })
  await page.goto(`/bots/${bot.id}/share`)
  const publishing = page.getByRole('region', { name: 'Publishing' })
  const versions = page.getByRole('list', { name: 'Published versions' })

  await publishing.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(versions.getByRole('listitem')).toHaveCount(1)
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible()

  // The draft changes (here through the API), and is published again.
  const { bot: current } = await ownerCall(origin, 'GET', `/v1/bots/${bot.id}`)
  await ownerCall(origin, 'PATCH', `/v1/bots/${bot.id}`, { bot: { theme: { customCss: '.bbc-host{color:red}' }, updatedAt: current.updatedAt } })
  await page.reload()
  await expect(publishing.getByText('Unpublished changes')).toBeVisible()
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first().getByText('Live')).toBeVisible()

  await versions.getByRole('listitem').nth(1).getByRole('button', { name: 'Restore into the draft' }).click()
  const dialog = page.getByRole('dialog', { name: 'Restore this version into the draft?' })
  await expect(dialog).toContainText('Visitors keep running the live version until you publish again.')
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(publishing.getByText('Unpublished changes')).toBeVisible()

  const draft = await stored(origin, bot.id)
  expect(draft.theme).toEqual({ customCss: '.bbc-host{color:green}' })
  const { publishedBot } = await ownerCall(origin, 'GET', `/v1/bots/${bot.id}/publishedBot`)
  expect(publishedBot.theme).toEqual({ customCss: '.bbc-host{color:red}' })
})

test('the embed code of each mode carries its options as attributes', async ({ page }) => {
  await signInWithPrintedUrl(page)
  const { origin, bot } = await newBot(page, { name: 'Embedded' })
  await page.goto(`/bots/${bot.id}/share`)
  const script = `<script src="${await chatOriginOf(origin)}/embed.js" defer></script>`

  await page.getByLabel('Height').fill('480px')
  await expect(page.getByLabel('Standard embed code', { exact: true })).toHaveText(`${script}\n<chatbot-standard public-id="${bot.publicId}" style="width:100%;height:480px"></chatbot-standard>`)

  await page.getByRole('tab', { name: 'Popup' }).click()
  await expect(page.getByLabel('Popup embed code', { exact: true })).toHaveText(`${script}\n<chatbot-popup public-id="${bot.publicId}"></chatbot-popup>`)
  await page.getByRole('switch', { name: 'Open by itself' }).click()
  await page.getByLabel('Open after').fill('10')
  await expect(page.getByLabel('Popup embed code', { exact: true })).toHaveText(`${script}\n<chatbot-popup public-id="${bot.publicId}" auto-show-delay="10"></chatbot-popup>`)

  await page.getByRole('tab', { name: 'Bubble' }).click()
  await page.getByLabel('Button colour', { exact: true }).fill('#FF5924')
  await page.getByLabel('Preview message').fill('Questions? Ask me!')
  await page.getByLabel('Show it after').fill('4')
  await expect(page.getByLabel('Bubble embed code', { exact: true })).toHaveText(
    `${script}\n<chatbot-bubble public-id="${bot.publicId}" button-color="#FF5924" button-icon-color="#FFFFFF" preview-message="Questions? Ask me!" preview-message-delay="4"></chatbot-bubble>`,
  )
  await expect(page.getByText('window.Chatbot.open()')).toBeHidden()
  await page.getByText("Drive it from your page's JavaScript").click()
  for (const call of ['open()', 'close()', 'toggle()', 'sendCommand("…")', 'setPrefilledVariables', 'showPreviewMessage("…")']) {
    await expect(page.getByText(`window.Chatbot.${call}`, { exact: false })).toBeVisible()
  }
})

test('the share panel, in the light and dark modes of the builder, for a person to look at, with no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 1360, height: 900 })
  await signInWithPrintedUrl(page)
  const { origin, bot } = await newBot(page, { name: 'Looks' })
  await ownerCall(origin, 'POST', `/v1/bots/${bot.id}/publish`)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`/bots/${bot.id}/share`)
    await expect(page.getByRole('list', { name: 'Published versions' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`share-${scheme}.png`), fullPage: true, animations: 'disabled' })
    expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
  }
})
