import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { chatOriginOf, publishBot } from './support/api'
import { seriousViolations } from './support/axe'
import { everyInputBot } from './support/everyInputBot'
import { startOtherSite } from './support/otherSite'

// The default look of a public chat as a visitor gets it with no network beyond the service:
// the default font comes from the chat's own files, and its colours pass WCAG AA.

/** Lets only the loopback service (and the test's own site) through, and lists what else was asked for. */
async function offline(context: BrowserContext) {
  const elsewhere: string[] = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      elsewhere.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  return elsewhere
}

/** The chat's Open Sans face as the page sees it once fonts have settled. */
const openSansFace = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    const face = [...document.fonts].find((font) => font.family.replace(/"/g, '') === 'Open Sans')
    return face ? { status: face.status, weight: face.weight } : null
  })

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' })

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`the default public page (${colorScheme}, ${viewport.width}px) renders in its own Open Sans with no third-party request, and its colours pass AA`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ colorScheme, viewport })
      const elsewhere = await offline(context)
      const page = await context.newPage()
      // An empty theme: every colour and the font are the defaults.
      const { publicId } = await publishBot(baseURL!, { ...everyInputBot, theme: {} })
      const fontResponse = page.waitForResponse((response) => response.url().endsWith('.woff2'))
      await page.goto(`/b/${publicId}`)
      await expect(conversation(page)).toContainText('Hello! A few questions.')

      const font = await fontResponse
      expect(new URL(font.url()).origin).toBe(await chatOriginOf(baseURL!))
      expect(font.status()).toBe(200)
      expect(font.headers()['content-type']).toBe('font/woff2')
      expect(await openSansFace(page)).toEqual({ status: 'loaded', weight: '300 800' })
      const hostBubble = conversation(page).locator('[data-bubble="text"]').first()
      await expect(hostBubble).toHaveCSS('font-family', /^"Open Sans"/)

      // The visitor's own bubble: white on the default orange.
      await page.getByLabel('Your answer…').fill('Ada')
      await page.getByRole('button', { name: 'Send' }).click()
      const guestBubble = conversation(page).locator('[data-bubble="guest"]').first()
      await expect(guestBubble).toHaveText('Ada')
      await expect(guestBubble).toHaveCSS('background-color', 'rgb(199, 69, 28)')
      await expect(guestBubble).toHaveCSS('color', 'rgb(255, 255, 255)')
      await page.screenshot({ path: test.info().outputPath(`public-default-${colorScheme}-${viewport.width}.png`), animations: 'disabled' })
      expect(await seriousViolations(page)).toEqual([])
      expect(elsewhere).toEqual([])
      await context.close()
    })
  }
}

test('on another site the bubble fetches the default font from the chat origin; a family the owner picked still comes from the font service', async ({ browser, baseURL }) => {
  const context = await browser.newContext()
  const elsewhere = await offline(context)
  const { publicId } = await publishBot(baseURL!, everyInputBot)
  const { publicId: latoId } = await publishBot(baseURL!, { ...everyInputBot, theme: { general: { font: { type: 'Hosted', family: 'Lato' } } } })
  const site = await startOtherSite()
  const embed = (id: string) =>
    `<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1><script src="${baseURL}/embed.js" defer></script><chatbot-bubble public-id="${id}"></chatbot-bubble></body></html>`
  try {
    const page = await context.newPage()
    site.serve(embed(publicId))
    await page.goto(site.url)
    await page.getByRole('button', { name: 'Open chat' }).click()
    await expect(conversation(page)).toContainText('Hello! A few questions.')
    // Cross-origin: a font loads only when the service allows the site to read it.
    expect(await openSansFace(page)).toEqual({ status: 'loaded', weight: '300 800' })
    expect(elsewhere).toEqual([])

    site.serve(embed(latoId))
    await page.goto(site.url)
    await page.getByRole('button', { name: 'Open chat' }).click()
    await expect(conversation(page)).toContainText('Hello! A few questions.')
    await expect.poll(() => elsewhere).toEqual([expect.stringMatching(/^https:\/\/fonts\.googleapis\.com\/css2\?family=Lato:/)])
  } finally {
    await context.close()
    await site.close()
  }
})
