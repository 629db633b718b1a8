import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { openSeededBot, signInWithPrintedUrl } from './support/app'
import { seriousViolations } from './support/axe'

// Issue 12, item 17: "Test the request" on an HTTP request block says what failed, in words, instead
// of "Status 500"; an error answer from the remote server shows its status and body.

const settings = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })

/** A remote API on loopback (the e2e service's allowlist opens it) that answers 404 with a JSON body. */
async function missingUserApi() {
  const server = http.createServer((_request, response) => response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"No such user"}'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/users/7` }
}

test('a test of an HTTP request says the host was not found, a private address is refused, and an error answer is shown with its body', async ({ page }) => {
  const api = await missingUserApi()
  try {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInWithPrintedUrl(page)
    await openSeededBot(page, {
      name: 'Lookup',
      groups: [{ id: 'g', title: 'Lookup', graphCoordinates: { x: 100, y: 80 }, blocks: [{ id: 'w', type: 'Webhook', options: { webhook: { method: 'GET', url: 'https://api.exmaple.invalid/users' } } }] }],
    })
    await page.getByRole('group', { name: 'Lookup', exact: true }).getByTestId('block').click()
    const run = settings(page).getByRole('button', { name: 'Test the request' })
    const url = settings(page).getByRole('textbox', { name: 'URL', exact: true })

    await run.click()
    const failure = settings(page).getByRole('alert')
    await expect(failure).toContainText('Host not found: the request got no answer')
    await expect(failure).toContainText('Could not find the host api.exmaple.invalid')
    await expect(settings(page)).not.toContainText('Status 500')
    expect(await seriousViolations(page, { exclude: ['[data-chat-host]'] })).toEqual([])
    await page.screenshot({ path: '/tmp/test-request-host-not-found.png' })

    await url.fill('http://10.0.0.1/internal')
    await run.click()
    await expect(failure).toContainText('Address not allowed')
    await expect(failure).toContainText('10.0.0.1 is a private or local address, which bots are not allowed to call.')

    await url.fill(api.url)
    await run.click()
    const result = settings(page).getByRole('status', { name: 'Test result' })
    await expect(result).toContainText('Status 404')
    await expect(result).toContainText(`The server at ${new URL(api.url).host} answered with error status 404.`)
    await expect(result.getByRole('region', { name: 'Response data' }).or(result.getByLabel('Response data'))).toContainText('"error": "No such user"')
    await expect(failure).toHaveCount(0)
  } finally {
    api.server.close()
  }
})
