import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { ownerCall } from './support/api'

// A visitor asks a bot built around a language model (Typebot's `openai` plugin block) and sees the
// answer arrive word by word on the public page, from a local OpenAI-compatible server.

const words = ['Paris', 'is', 'the', 'capital', 'of', 'France,', 'on', 'the', 'Seine.']

/** Streams chat completions one word every 250 ms, as server-sent events. */
async function slowModel(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume()
    request.on('end', async () => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      for (const word of words) {
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `${word} ` } }] })}\n\n`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      response.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

test('the answer of a language-model block streams word by word on the public page, then the chat goes on', async ({ page, baseURL }) => {
  const model = await slowModel()
  try {
    const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
    const workspaceId = workspaces[0].id
    const { credentials } = await ownerCall(baseURL!, 'POST', `/v1/workspaces/${workspaceId}/credentials`, {
      credentials: { type: 'openai', name: 'Local model', data: { apiKey: 'sk-local' } },
    })
    const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })
    const bot = {
      name: 'Geography',
      events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
      groups: [
        {
          id: 'g1',
          title: 'Ask',
          graphCoordinates: { x: 200, y: 0 },
          blocks: [
            text('hello', 'Ask me anything.'),
            { id: 'q', type: 'text input', options: { variableId: 'vq' } },
            {
              id: 'ai',
              type: 'openai',
              options: { action: 'Create chat completion', credentialsId: credentials.id, baseUrl: model.baseUrl, messages: [{ role: 'user', content: '{{Question}}' }], responseMapping: [{ item: 'Message content', variableId: 'va' }] },
            },
            text('answer', '{{Answer}}'),
            text('after', 'Anything else?'),
          ],
        },
      ],
      edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
      variables: [{ id: 'vq', name: 'Question' }, { id: 'va', name: 'Answer' }],
    }
    const created = await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId, bot })
    await ownerCall(baseURL!, 'POST', `/v1/bots/${created.bot.id}/publish`, {})

    await page.goto(`/b/${created.bot.publicId}`)
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await expect(conversation).toContainText('Ask me anything.')
    await page.getByLabel('Your answer…').fill('Capital of France?')
    await page.getByRole('button', { name: 'Send' }).click()

    // The bubble grows as the words arrive: seen with part of the answer, then with all of it.
    await expect(conversation).toContainText('Paris is the')
    expect(await conversation.textContent()).not.toContain('on the Seine.')
    await expect(conversation).toContainText('Paris is the capital of France, on the Seine.')
    await expect(conversation).toContainText('Anything else?')
    expect((await conversation.textContent())!.match(/Paris is the capital/g)).toHaveLength(1)
  } finally {
    await model.close()
  }
})
