import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Locator } from '@playwright/test'

/**
 * Screenshots of every block settings form, light and dark, from the gallery page of a running
 * `npm run dev` (started with ADMIN_TOKEN). Usage:
 *   BASE_URL=http://127.0.0.1:3288 TOKEN=… OUT=/tmp/gallery npx tsx test/app/blockSettings/gallery/shoot.ts
 */
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const token = process.env.TOKEN!
const out = process.env.OUT ?? '/tmp/block-settings-gallery'
const fixture = process.env.FIXTURE ?? 'test/fixtures/bots/lead-gen.json'
// READ_ONLY=1 shows the forms as a guest sees them.
const readOnly = process.env.READ_ONLY === '1'

async function api(path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** States worth a look that a still form does not show: open pickers, item settings, a test result. */
const interactions: { type: string; name: string; act: (panel: Locator) => Promise<unknown> }[] = [
  { type: 'text input', name: 'picker-open', act: (panel) => panel.getByRole('button', { name: /Save the answer in/ }).click() },
  { type: 'choice input', name: 'item-settings', act: (panel) => panel.getByRole('button', { name: 'Choice 1 settings' }).click() },
  { type: 'text', name: 'link-row', act: (panel) => panel.getByRole('button', { name: 'Link' }).click() },
  { type: 'text', name: 'variable-picker', act: (panel) => panel.getByRole('button', { name: 'Insert a variable' }).click() },
  { type: 'Google Sheets', name: 'add-account', act: (panel) => panel.getByRole('button', { name: 'Add an account' }).click() },
  { type: 'nocodb', name: 'add-account', act: (panel) => panel.getByRole('button', { name: 'Add an account' }).click() },
  {
    type: 'Condition',
    name: 'filled',
    act: async (panel) => {
      await panel.getByRole('button', { name: 'Condition 1, comparison 1: variable' }).click()
      await panel.getByRole('option').nth(1).click()
      await panel.getByRole('combobox', { name: 'Condition 1, comparison 1: operator' }).selectOption('Greater than')
      await panel.getByRole('textbox', { name: 'Condition 1, comparison 1: value' }).fill('10')
      await panel.getByRole('combobox', { name: 'Condition 1, comparison 2: operator' }).selectOption('Is set')
    },
  },
  {
    type: 'Webhook',
    name: 'tested',
    act: async (panel) => {
      await panel.getByRole('button', { name: 'Test the request' }).click()
      await panel.locator('[aria-label="Test result"], [role="alert"]').first().waitFor()
    },
  },
]

const { workspaces } = await api('/v1/workspaces')
const { bot } = await api('/v1/bots/import', { workspaceId: workspaces[0].id, bot: JSON.parse(readFileSync(fixture, 'utf8')) })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const theme of readOnly ? ['light-guest', 'dark-guest'] : ['light', 'dark']) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 })
  await page.goto(`${baseUrl}/test/app/blockSettings/gallery/index.html?token=${token}&botId=${bot.id}&theme=${theme.replace('-guest', '')}&readOnly=${readOnly ? 1 : 0}`)
  await page.waitForSelector('[data-block-type]')
  mkdirSync(join(out, theme), { recursive: true })
  for (const panel of await page.locator('[data-block-type]').all()) {
    const type = (await panel.getAttribute('data-block-type'))!
    await panel.screenshot({ path: join(out, theme, `${type.replace(/\W+/g, '-')}.png`) })
  }
  await page.screenshot({ path: join(out, theme, '_all.png'), fullPage: true })
  for (const { type, name, act } of readOnly ? [] : interactions) {
    const panel = page.locator(`[data-block-type="${type}"]`)
    await panel.scrollIntoViewIfNeeded()
    await act(panel)
    const box = (await panel.boundingBox())!
    const scrollY = await page.evaluate(() => window.scrollY)
    // Popovers hang below the panel: keep some room under it. A full-page clip is in page coordinates.
    const clip = { ...box, y: box.y + scrollY, height: box.height + 320 }
    await page.screenshot({ path: join(out, theme, `${type.replace(/\W+/g, '-')}--${name}.png`), clip, fullPage: true })
    await page.keyboard.press('Escape')
  }
  await page.close()
}
await browser.close()
console.log(`Screenshots in ${out}`)
