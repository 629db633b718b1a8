import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startFakeAnthropic } from '../support/fakeAnthropic'
import { startFakeOpenAi } from '../support/fakeOpenAi'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>
let anthropic: Awaited<ReturnType<typeof startFakeAnthropic>>
beforeAll(async () => {
  openAi = await startFakeOpenAi('It is sunny', { toolArguments: { city: 'Paris', days: 2 } })
  anthropic = await startFakeAnthropic('Claude checked', { toolArguments: { city: 'Lyon', days: 1 } })
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await openAi.close()
  await anthropic.close()
})

const variables = [
  { id: 'vq', name: 'Question' },
  { id: 'va', name: 'Answer' },
  { id: 'vc', name: 'Last city' },
]

/** A weather tool as Typebot exports it: no ids, typed parameters, code using them and a bot variable. */
const weatherTool = (code = "setVariable('Last city', city); return 'Sunny in ' + city + ' for ' + days + ' days, asked: ' + {{Question}}") => ({
  type: 'function',
  name: 'get_weather',
  description: 'The weather forecast of a city',
  parameters: [
    { type: 'string', name: 'city', description: 'The city', required: true },
    { type: 'number', name: 'days', required: false },
    { type: 'enum', name: 'unit', values: ['celsius', 'fahrenheit', null] },
  ],
  code,
})

async function credentialsFor(type: string) {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type, name: `${type} key`, data: { apiKey: 'key-1' } } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

async function askWithTools(type: string, baseUrl: string, tool = weatherTool(), startBody: Record<string, unknown> = {}) {
  const credentialsId = await credentialsFor(type)
  const bot = linearBot(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
      {
        id: 'model',
        type,
        options: {
          action: 'Create chat completion',
          credentialsId,
          baseUrl,
          messages: [{ role: 'user', content: '{{Question}}' }],
          tools: [tool],
          responseMapping: [{ item: 'Message content', variableId: 'va' }],
        },
      },
      textBlock('say', '{{Answer}}'),
      textBlock('city', 'City: {{Last city}}'),
    ],
    variables,
  )
  const { botId, publicId } = await createAndPublish(server, bot)
  const chat = await startChat(server, publicId, startBody)
  const reply = await continueChat(server, chat.body.sessionId, 'Weather?')
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
  return { reply: reply.body, said: JSON.stringify(reply.body.messages), logs: JSON.stringify(logs.body.logs) }
}

describe('tools in a chat completion', () => {
  it("an OpenAI-compatible model calls a tool: its code runs in the sandbox and the model answers with what it returned", async () => {
    const { said } = await askWithTools('openai', openAi.baseUrl)
    expect(said).toContain('It is sunny (Sunny in Paris for 2 days, asked: Weather?)')
    expect(said).toContain('City: Paris')
    const [offer, answer] = openAi.requests.filter((request) => request.url === '/v1/chat/completions').slice(-2)
    expect(offer.body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'The weather forecast of a city',
          parameters: expect.objectContaining({
            type: 'object',
            properties: { city: { type: 'string', description: 'The city' }, days: { type: 'number' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
            required: ['city', 'unit'],
          }),
        },
      },
    ])
    expect(answer.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1', content: 'Sunny in Paris for 2 days, asked: Weather?' })
  })

  it('Anthropic gets the tool as input_schema and its result as a tool_result', async () => {
    const { said } = await askWithTools('anthropic', anthropic.baseUrl)
    expect(said).toContain('Claude checked (Sunny in Lyon for 1 days, asked: Weather?)')
    expect(said).toContain('City: Lyon')
    const [offer, answer] = anthropic.requests.slice(-2)
    expect(offer.body.tools).toEqual([expect.objectContaining({ name: 'get_weather', input_schema: expect.objectContaining({ required: ['city', 'unit'] }) })])
    expect(JSON.stringify(answer.body.messages.at(-1))).toContain('tool_result')
  })

  it('a tool whose code throws is logged; the model reads the error and the chat goes on', async () => {
    const { said, logs } = await askWithTools('groq', openAi.baseUrl, weatherTool("throw new Error('no forecast today')"))
    expect(logs).toContain('Tool \\"get_weather\\" failed')
    expect(said).toContain('It is sunny (Error: ')
    expect(said).toContain('no forecast today')
    expect(said).toContain('City: ')
  })

  it('with streaming on, a completion with tools is answered by the server, not handed to the client', async () => {
    const { reply, said } = await askWithTools('mistral', openAi.baseUrl, weatherTool(), { isStreamEnabled: true })
    expect(reply.clientSideActions ?? []).not.toContainEqual(expect.objectContaining({ type: 'streamOpenAiChatCompletion' }))
    expect(said).toContain('It is sunny (Sunny in Paris for 2 days')
  })
})
