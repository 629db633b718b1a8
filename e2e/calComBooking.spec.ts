import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { ownerCall } from './support/api'

// A visitor books a meeting through Typebot's `cal-com` block: the booking calendar shows in the
// chat, and once they book, the chat goes on with the booked date. Cal.com is a local fake whose
// embed script speaks Cal.com's embed protocol (instructions queued in `Cal.q`, `bookingSuccessful`).

/** Cal.com's embed script, as far as the chat uses it: renders the event inline and books on a click. */
const embedScript = `(() => {
  const cal = window.Cal
  const listeners = []
  const run = ([instruction, settings]) => {
    if (instruction === 'on' && settings.action === 'bookingSuccessful') listeners.push(settings.callback)
    if (instruction === 'off') listeners.splice(listeners.indexOf(settings.callback) >>> 0, 1)
    if (instruction !== 'inline') return
    const element = settings.elementOrSelector
    const title = document.createElement('p')
    title.textContent = 'Fake Cal: ' + settings.calLink + ' for ' + settings.config.name + ' (' + settings.layout + ')'
    const book = document.createElement('button')
    book.textContent = 'Confirm the booking'
    book.onclick = () => listeners.slice().forEach((listener) => listener({ detail: { data: { date: '2030-05-06T09:00:00.000Z' } } }))
    element.append(title, book)
  }
  cal.q.forEach(run)
  cal.q.push = (args) => run(args)
})()`

async function fakeCal(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/embed/embed.js') return void response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(embedScript)
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

test('a visitor books through the Cal.com block on the public page, and the chat says the booked date', async ({ page, baseURL }) => {
  const cal = await fakeCal()
  try {
    const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
    const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
    const bot = {
      name: 'Meetings',
      events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
      groups: [
        {
          id: 'g1',
          title: 'Book',
          graphCoordinates: { x: 200, y: 0 },
          blocks: [
            { id: 'q', type: 'text input', options: { variableId: 'vn' } },
            { id: 'cal', type: 'cal-com', options: { action: 'Book event', baseUrl: cal.origin, link: 'https://cal.com/jane/30min', name: '{{Name}}', saveBookedDateInVariableId: 'vd' } },
            text('after', 'See you on {{Booked}}'),
          ],
        },
      ],
      edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
      variables: [{ id: 'vn', name: 'Name' }, { id: 'vd', name: 'Booked' }],
    }
    const created = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot })
    await ownerCall(baseURL!, 'POST', `/v1/bots/${created.bot.id}/publish`, {})

    await page.goto(`/b/${created.bot.publicId}`)
    await page.getByLabel('Your answer…').fill('Ada')
    await page.getByRole('button', { name: 'Send' }).click()
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await expect(conversation).toContainText('Fake Cal: jane/30min for Ada (month_view)')
    await expect(conversation).not.toContainText('See you on')
    await page.getByRole('button', { name: 'Confirm the booking' }).click()
    await expect(conversation).toContainText('See you on 2030-05-06T09:00:00.000Z')
    await page.screenshot({ path: 'test-results/cal-com-booking.png' })
  } finally {
    await cal.close()
  }
})
