import { expect, test, type Page } from '@playwright/test'
import { publishBot } from './support/api'
import { seriousViolations } from './support/axe'
import { everyInputBot } from './support/everyInputBot'
import { type OtherSite, startOtherSite } from './support/otherSite'

// The bubble launcher on another site, as a visitor sees it on a laptop and on a phone.

let site: OtherSite
test.beforeAll(async () => (site = await startOtherSite()))
test.afterAll(() => site.close())

async function openShop(page: Page, baseURL: string) {
  const { publicId } = await publishBot(baseURL, everyInputBot)
  site.serve(`<!doctype html><html lang="en"><head><title>Shop</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Our shop</h1><p>Everything for the garden.</p></main>
<script src="${baseURL}/embed.js" defer></script>
<chatbot-bubble public-id="${publicId}" button-color="#0042DA" button-icon-color="#FFFFFF"></chatbot-bubble></body></html>`)
  await page.goto(site.url)
}

const launcher = (page: Page, name: 'Open chat' | 'Close chat') => page.locator('chatbot-bubble .button').and(page.getByRole('button', { name, exact: true }))
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' })
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' })

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme })

    test('on a laptop the launcher becomes a close button while the chat is open, and gives focus back when it closes', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openShop(page, baseURL!)
      const opener = launcher(page, 'Open chat')
      await expect(opener).toBeVisible()
      await expect(opener).toHaveAttribute('aria-expanded', 'false')
      const corner = (await opener.boundingBox())!
      expect(corner.x + corner.width).toBeCloseTo(1440 - 20, 0)
      expect(corner.y + corner.height).toBeCloseTo(900 - 20, 0)

      await opener.click()
      await expect(conversation(page)).toContainText('Hello! A few questions.')
      const closer = launcher(page, 'Close chat')
      await expect(closer).toBeVisible()
      await expect(closer).toHaveAttribute('aria-expanded', 'true')
      // Same place, other icon: the X is two crossing strokes, the chat icon a speech balloon.
      expect(await closer.boundingBox()).toEqual(corner)
      await expect(closer.locator('svg path')).toHaveAttribute('d', 'M18 6 6 18M6 6l12 12')
      // The chat opens above the launcher and leaves it free; the chat's own close button is for phones only.
      const panel = (await page.getByRole('dialog', { name: 'Chat' }).boundingBox())!
      expect(panel.y + panel.height).toBeLessThanOrEqual(corner.y)
      await expect(page.getByRole('button', { name: 'Close chat' })).toHaveCount(1)
      await shot(page, `bubble-laptop-open-${colorScheme}`)
      expect(await seriousViolations(page)).toEqual([])

      await closer.click()
      await expect(conversation(page)).toBeHidden()
      await expect(launcher(page, 'Open chat')).toBeFocused()
    })

    test('on a phone the open chat fills the screen, the launcher does not float over it, and the chat closes from its own button', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await openShop(page, baseURL!)
      await launcher(page, 'Open chat').click()
      await expect(conversation(page)).toContainText('Hello! A few questions.')

      expect(await page.getByRole('dialog', { name: 'Chat' }).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
      await expect(page.locator('chatbot-bubble .button')).toBeHidden()
      const close = page.getByRole('button', { name: 'Close chat' })
      await expect(close).toHaveCount(1)
      await expect(close).toBeVisible()
      const closeBox = (await close.boundingBox())!
      expect(closeBox.x + closeBox.width).toBeGreaterThan(390 - 60)
      expect(closeBox.y).toBeLessThan(60)
      // Focus stayed in the chat when the launcher went away, and the answer box in the bottom corner is reachable.
      expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('chatbot-bubble')
      const send = page.getByRole('button', { name: 'Send' })
      const sendBox = (await send.boundingBox())!
      const onTop = await page.evaluate(
        ({ x, y }) => {
          const host = document.querySelector('chatbot-bubble')!.shadowRoot!.elementFromPoint(x, y)
          return host?.className
        },
        { x: sendBox.x + sendBox.width / 2, y: sendBox.y + sendBox.height / 2 },
      )
      expect(onTop).toBe('chat')
      await shot(page, `bubble-phone-open-${colorScheme}`)
      expect(await seriousViolations(page)).toEqual([])

      await close.click()
      await expect(conversation(page)).toBeHidden()
      await expect(launcher(page, 'Open chat')).toBeVisible()
      await expect(launcher(page, 'Open chat')).toBeFocused()
      await shot(page, `bubble-phone-closed-${colorScheme}`)

      // Escape closes it too.
      await launcher(page, 'Open chat').click()
      await expect(conversation(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(conversation(page)).toBeHidden()
      await expect(launcher(page, 'Open chat')).toBeFocused()
    })
  })
}
