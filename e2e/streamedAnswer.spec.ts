import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { ownerCall } from './support/api'

// A visitor asks a bot built around a language model (Typebot's `openai` plugin block) and sees the
// answer arrive word by word on the public page, from a local OpenAI-compatible server; also when
// the model first calls one of the block's tools, which the server runs.

const words = ['Paris', 'is', 'the', 'capital', 'of', 'France,', 'on', 'the', 'Seine.']

const sse = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`

/**
 * Streams chat completions one word every 250 ms, as server-sent events. Offered tools, it first
 * calls the first one with `{country: 'France'}`; then it says what the tool returned.
 */
async function slowModel(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', async () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[]; tools?: { function: { name: string } }[] }
      const last = body.messages.at(-1)
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      if (body.tools?.length && last?.role !== 'tool') {
        const call = { index: 0, id: 'call_1', type: 'function', function: { name: body.tools[0].function.name, arguments: JSON.stringify({ country: 'France' }) } }
        response.write(sse({ choices: [{ index: 0, delta: { role: 'assistant', tool_calls: [call] } }] }))
        response.write(sse({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] }))
        return void response.end('data: [DONE]\n\n')
      }
      const said = last?.role === 'tool' ? ['The', 'atlas', 'says:', ...last.content.split(' ')] : words
      for (const word of said) {
        response.write(sse({ choices: [{ delta: { content: `${word} ` } }] }))
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

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

/** Publishes a bot asking the model a question, its answer in a bubble of its own; `modelOptions` adds to the block's options. */
async function publishModelBot(baseURL: string, modelBaseUrl: string, modelOptions: Record<string, unknown> = {}, after = [text('after', 'Anything else?')]) {
  const { workspaces } = await ownerCall(baseURL, 'GET', '/v1/workspaces')
  const workspaceId = workspaces[0].id
  const { credentials } = await ownerCall(baseURL, 'POST', `/v1/workspaces/${workspaceId}/credentials`, {
    credentials: { type: 'openai', name: 'Local model', data: { apiKey: 'sk-local' } },
  })
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
            options: {
              action: 'Create chat completion',
              credentialsId: credentials.id,
              baseUrl: modelBaseUrl,
              messages: [{ role: 'user', content: '{{Question}}' }],
              responseMapping: [{ item: 'Message content', variableId: 'va' }],
              ...modelOptions,
            },
          },
          text('answer', '{{Answer}}'),
          ...after,
        ],
      },
    ],
    edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    variables: [{ id: 'vq', name: 'Question' }, { id: 'va', name: 'Answer' }, { id: 'vc', name: 'Country' }],
  }
  const created = await ownerCall(baseURL, 'POST', '/v1/bots', { workspaceId, bot })
  await ownerCall(baseURL, 'POST', `/v1/bots/${created.bot.id}/publish`, {})
  return created.bot.publicId as string
}

test('the answer of a language-model block streams word by word on the public page, then the chat goes on', async ({ page, baseURL }) => {
  const model = await slowModel()
  try {
    const publicId = await publishModelBot(baseURL!, model.baseUrl)
    await page.goto(`/b/${publicId}`)
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

test('an answer informed by a tool call streams word by word too, and the variable the tool set is kept', async ({ page, baseURL }) => {
  const model = await slowModel()
  try {
    const atlas = {
      type: 'function',
      name: 'capital_of',
      description: 'The capital of a country',
      parameters: [{ type: 'string', name: 'country', required: true }],
      code: "setVariable('Country', country); return country === 'France' ? 'Paris is the capital of ' + country + ', on the Seine.' : 'unknown'",
    }
    const publicId = await publishModelBot(baseURL!, model.baseUrl, { tools: [atlas] }, [text('country', 'Country: {{Country}}')])

    await page.goto(`/b/${publicId}`)
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await expect(conversation).toContainText('Ask me anything.')
    await page.getByLabel('Your answer…').fill('Capital of France?')
    await page.getByRole('button', { name: 'Send' }).click()

    // The tool ran on the server; its result reaches the page in the model's words, as they arrive.
    await expect(conversation).toContainText('The atlas says: Paris')
    expect(await conversation.textContent()).not.toContain('on the Seine.')
    await expect(conversation).toContainText('The atlas says: Paris is the capital of France, on the Seine.')
    await expect(conversation).toContainText('Country: France')
    expect((await conversation.textContent())!.match(/The atlas says/g)).toHaveLength(1)
  } finally {
    await model.close()
  }
})
