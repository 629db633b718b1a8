import { expect, test } from '@playwright/test'
import { ownerCall } from './support/api'

// A visitor's chat pauses on a Wait-for-webhook block and goes on by itself once a service calls
// the block's address for the visitor's result.

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

test('the public page waits for the webhook call, then the chat goes on with what it brought', async ({ page, baseURL }) => {
  const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
  const bot = {
    name: 'Payment check',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
    groups: [
      {
        id: 'g1',
        title: 'Pay',
        graphCoordinates: { x: 200, y: 0 },
        blocks: [
          text('hello', 'Checking your payment…'),
          { id: 'wait', type: 'webhook', options: { responseVariableMapping: [{ id: 'm', variableId: 'vs', bodyPath: 'data.status' }] } },
          text('done', 'Payment {{Status}}.'),
        ],
      },
    ],
    edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    variables: [{ id: 'vs', name: 'Status' }],
  }
  const created = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot })
  await ownerCall(baseURL!, 'POST', `/v1/bots/${created.bot.id}/publish`, {})

  const startedChat = page.waitForResponse((response) => response.url().includes('/startChat'))
  await page.goto(`/b/${created.bot.publicId}`)
  const { resultId } = await (await startedChat).json()
  const conversation = page.getByRole('list', { name: 'Conversation' })
  await expect(conversation).toContainText('Checking your payment…')
  // A poll or two later, still waiting.
  await page.waitForTimeout(2500)
  await expect(conversation).not.toContainText('Payment ')

  // The service calls (here the test, as a payment provider would).
  const called = await fetch(`${baseURL}/api/v1/bots/${created.bot.id}/blocks/wait/results/${resultId}/executeWebhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'confirmed' }),
  })
  expect(called.status).toBe(200)
  await expect(conversation).toContainText('Payment confirmed.')
})
