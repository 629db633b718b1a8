import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

// Anthropic's answer streams on the public page as OpenAI-compatible ones do; the forms of the
// OpenAI actions and of tools, seen once in the editor.

const words = ['Bonjour,', 'je', 'suis', 'Claude,', 'ravi', 'de', 'vous', 'aider.']

/** Streams Messages API events, one word every 250 ms. */
async function slowClaude(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume()
    request.on('end', async () => {
      const send = (type: string, data: Record<string, unknown>) => response.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`)
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } })
      for (const word of words) {
        send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: `${word} ` } })
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      send('message_stop', {})
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const text = (id: string, said: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: said }] }] } })

async function seed(baseURL: string, blocks: unknown[], variables: { id: string; name: string }[]) {
  const { workspaces } = await ownerCall(baseURL, 'GET', '/v1/workspaces')
  const workspaceId = workspaces[0].id as string
  const bot = {
    name: 'AI actions',
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
    groups: [{ id: 'g1', title: 'Ask', graphCoordinates: { x: 200, y: 0 }, blocks }],
    edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    variables,
  }
  const created = await ownerCall(baseURL, 'POST', '/v1/bots', { workspaceId, bot })
  return { workspaceId, bot: created.bot as { id: string; publicId: string } }
}

test("an Anthropic answer streams word by word on the public page, then the chat goes on", async ({ page, baseURL }) => {
  const model = await slowClaude()
  try {
    const { workspaces } = await ownerCall(baseURL!, 'GET', '/v1/workspaces')
    const { credentials } = await ownerCall(baseURL!, 'POST', `/v1/workspaces/${workspaces[0].id}/credentials`, { credentials: { type: 'anthropic', name: 'Local Claude', data: { apiKey: 'sk-ant' } } })
    const { bot } = await seed(
      baseURL!,
      [
        text('hello', 'Ask me anything.'),
        { id: 'q', type: 'text input', options: { variableId: 'vq' } },
        { id: 'ai', type: 'anthropic', options: { credentialsId: credentials.id, baseUrl: model.baseUrl, messages: [{ role: 'user', content: '{{Question}}' }], responseMapping: [{ item: 'Message content', variableId: 'va' }] } },
        text('answer', '{{Answer}}'),
        text('after', 'Anything else?'),
      ],
      [{ id: 'vq', name: 'Question' }, { id: 'va', name: 'Answer' }],
    )
    await ownerCall(baseURL!, 'POST', `/v1/bots/${bot.id}/publish`, {})
    await page.goto(`/b/${bot.publicId}`)
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await expect(conversation).toContainText('Ask me anything.')
    await page.getByLabel('Your answer…').fill('Bonjour ?')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(conversation).toContainText('Bonjour, je suis')
    expect(await conversation.textContent()).not.toContain('vous aider.')
    await expect(conversation).toContainText('Bonjour, je suis Claude, ravi de vous aider.')
    await expect(conversation).toContainText('Anything else?')
  } finally {
    await model.close()
  }
})

const settings = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })

test('the forms of an assistant and of a chat completion with tools', async ({ page, baseURL }) => {
  await signInWithPrintedUrl(page)
  const { bot } = await seed(
    baseURL!,
    [
      { id: 'assistant', type: 'openai', options: { action: 'Ask Assistant', assistantId: 'asst_1', message: '{{Question}}', threadVariableId: 'vt', functions: [{ name: 'order_status', code: "return 'Order ' + order + ' is shipped'" }], responseMapping: [{ item: 'Message', variableId: 'va' }] } },
      {
        id: 'claude',
        type: 'anthropic',
        options: {
          messages: [{ role: 'user', content: '{{Question}}' }],
          tools: [{ type: 'function', name: 'get_weather', description: 'The forecast of a city', parameters: [{ type: 'string', name: 'city', required: true }, { type: 'enum', name: 'unit', values: ['celsius', 'fahrenheit'] }], code: "return 'Sunny in ' + city" }],
        },
      },
      { id: 'extract', type: 'openai', options: { action: 'Generate variables', prompt: 'Extract from {{Question}}', variablesToExtract: [{ type: 'number', variableId: 'va', description: 'Age in years' }] } },
    ],
    [{ id: 'vq', name: 'Question' }, { id: 'va', name: 'Answer' }, { id: 'vt', name: 'Thread' }],
  )
  await page.goto(`/bots/${bot.id}/flow`)
  const blocks = page.getByTestId('block')
  await blocks.filter({ hasText: 'Ask asst_1' }).click()
  await expect(settings(page).getByRole('textbox', { name: 'Function 1 name' })).toHaveValue('order_status')
  await settings(page).screenshot({ path: 'test-results/ai-actions/ask-assistant.png' })
  await blocks.filter({ hasText: 'Chat with claude' }).click()
  await expect(settings(page).getByRole('textbox', { name: 'Tool 1 name' })).toHaveValue('get_weather')
  await settings(page).getByRole('textbox', { name: 'Tool 1 name' }).scrollIntoViewIfNeeded()
  await settings(page).screenshot({ path: 'test-results/ai-actions/tools.png' })
  await blocks.filter({ hasText: 'Fill 1 variable' }).click()
  await expect(settings(page).getByRole('textbox', { name: 'Prompt' })).toHaveValue('Extract from {{Question}}')
  await settings(page).screenshot({ path: 'test-results/ai-actions/generate-variables.png' })
})
