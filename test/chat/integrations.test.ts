import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startFakeOpenAi } from '../support/fakeOpenAi'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>
beforeAll(async () => {
  openAi = await startFakeOpenAi('Paris is the capital')
  // The fake model listens on loopback: the operator's allowlist lets bots reach it, nothing else.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await openAi.close()
})

const variables = [
  { id: 'vq', name: 'Question' },
  { id: 'va', name: 'Answer' },
]

async function openAiBot() {
  const credentials = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, {
    credentials: { type: 'openai', name: 'Local model', data: { apiKey: 'sk-test-123' } },
  })
  expect(credentials.status).toBe(200)
  expect(JSON.stringify(credentials.body)).not.toContain('sk-test-123')
  return linearBot(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
      {
        id: 'ai',
        type: 'OpenAI',
        options: {
          task: 'Create chat completion',
          credentialsId: credentials.body.credentials.id,
          baseUrl: openAi.baseUrl,
          model: 'local-model',
          messages: [{ id: 'm1', role: 'user', content: '{{Question}}' }],
          responseMapping: [{ id: 'r1', valueToExtract: 'Message content', variableId: 'va' }],
        },
      },
      textBlock('say', '{{Answer}}'),
    ],
    variables,
  )
}

describe('OpenAI block over HTTP', () => {
  it('asks the model with the stored key and shows its answer', async () => {
    const { publicId } = await createAndPublish(server, await openAiBot())
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'Capital of France?')
    expect(JSON.stringify(reply.body.messages)).toContain('Paris is the capital')
    const request = openAi.requests.at(-1)!
    expect(request.authorization).toBe('Bearer sk-test-123')
    expect(request.body).toMatchObject({ model: 'local-model', messages: [{ role: 'user', content: 'Capital of France?' }] })
  })

  it('hands the completion to a streaming client, relays it in chunks, and continues with the full text', async () => {
    const { botId, publicId } = await createAndPublish(server, await openAiBot())
    const chat = await startChat(server, publicId, { isStreamEnabled: true })
    const handOff = await continueChat(server, chat.body.sessionId, 'Capital of France?')
    const action = handOff.body.clientSideActions?.find((a: { type: string }) => a.type === 'streamOpenAiChatCompletion')
    expect(action).toMatchObject({ expectsDedicatedReply: true, streamOpenAiChatCompletion: { messages: [{ role: 'user', content: 'Capital of France?' }] } })

    const streamed = await fetch(`${server.baseUrl}/api/v2/sessions/${chat.body.sessionId}/streamMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: action.streamOpenAiChatCompletion.messages }),
    })
    expect(streamed.status).toBe(200)
    const text = await streamed.text()
    expect(text.trim()).toBe('Paris is the capital')

    const after = await continueChat(server, chat.body.sessionId, text.trim())
    expect(after.status).toBe(200)
    expect(JSON.stringify(after.body.messages)).not.toContain('Paris is the capital')
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}`)
    expect(result.body.result.variables).toContainEqual(expect.objectContaining({ name: 'Answer', value: 'Paris is the capital' }))
  })
})

describe('Test the request (editor)', () => {
  it('sends the block as a chat would, with test values, and returns the response and what the mapping writes', async () => {
    const created = await server.as(server.owner).post('/v1/bots', {
      workspaceId: server.workspaceId,
      bot: { variables: [{ id: 'vc', name: 'City' }, { id: 'vt', name: 'Temperature' }] },
    })
    const botId = created.body.bot.id
    const reply = await server.as(server.owner).post(`/v1/bots/${botId}/testRequest`, {
      variables: { City: 'Paris' },
      options: {
        webhook: { method: 'POST', url: `${openAi.baseUrl}/chat/completions`, headers: [{ id: 'h', key: 'X-City', value: '{{City}}' }] },
        isCustomBody: true,
        responseVariableMapping: [{ id: 'm', variableId: 'vt', bodyPath: 'data.choices[0].message.content' }],
      },
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.request).toMatchObject({ method: 'POST', headers: expect.objectContaining({ 'X-City': 'Paris' }) })
    expect(reply.body.response.statusCode).toBe(200)
    expect(reply.body.mappedVariables).toEqual([{ variableId: 'vt', name: 'Temperature', value: 'Paris is the capital' }])
  })
})

describe('outbound safety', () => {
  it('refuses a Webhook to loopback or the cloud metadata address and logs why, and the chat goes on', async () => {
    const webhook = (id: string, url: string) => ({ id, type: 'Webhook', options: { webhook: { method: 'GET', url } } })
    const strict = await startTestServer()
    try {
      const bot = linearBot([webhook('w1', 'http://169.254.169.254/latest/meta-data/'), webhook('w2', 'http://localhost:1/'), textBlock('after', 'Still here')])
      const { botId, publicId } = await createAndPublish(strict, bot)
      const chat = await startChat(strict, publicId)
      expect(JSON.stringify(chat.body.messages)).toContain('Still here')
      const logs = await strict.as(strict.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
      const text = JSON.stringify(logs.body.logs)
      expect(text).toMatch(/169\.254\.169\.254/)
      expect(text).toMatch(/refused|not allowed|private|loopback/i)
    } finally {
      await strict.close()
    }
  })

  it('stops server code that loops forever or reaches for the host, logs it, and keeps serving', async () => {
    const code = (id: string, content: string) => ({ id, type: 'Code', options: { isExecutedOnClient: false, content } })
    const bot = linearBot([
      code('c1', 'while (true) {}'),
      code('c2', "return typeof process !== 'undefined' ? process.env : require('fs')"),
      textBlock('after', 'Survived'),
    ])
    const { botId, publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId)
    expect(chat.status).toBe(200)
    expect(JSON.stringify(chat.body.messages)).toContain('Survived')
    const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
    expect(logs.body.logs.filter((log: { status: string }) => log.status === 'error').length).toBeGreaterThanOrEqual(2)
    expect((await server.as(server.owner).get('/v1/workspaces')).status).toBe(200)
  }, 30_000)
})

describe("Typebot's Zapier, Make.com and Pabbly blocks", () => {
  it.each(['Zapier', 'Make.com', 'Pabbly'])('%s sends its webhook request and maps the answer, as an HTTP request block does', async (type) => {
    const bot = linearBot(
      [
        { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
        {
          id: 'hook',
          type,
          options: {
            webhook: { method: 'POST', url: `${openAi.baseUrl}/chat/completions`, body: '{"messages": [{"role": "user", "content": "{{Question}}"}]}' },
            isCustomBody: true,
            responseVariableMapping: [{ id: 'm', variableId: 'va', bodyPath: 'data.choices[0].message.content' }],
          },
        },
        textBlock('say', 'The service said: {{Answer}}'),
      ],
      variables,
    )
    const { publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, `Hello ${type}`)
    expect(JSON.stringify(reply.body.messages)).toContain('The service said: Paris is the capital')
    expect(openAi.requests.at(-1)!.body.messages).toEqual([{ role: 'user', content: `Hello ${type}` }])
  })
})
