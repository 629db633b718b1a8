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

/** A bot asking the model with the weather tool, the answer in a bubble of its own, then the tool's variable. */
async function publishToolBot(type: string, baseUrl: string, tool = weatherTool()) {
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
  return createAndPublish(server, bot)
}

async function askWithTools(type: string, baseUrl: string, tool = weatherTool()) {
  const { botId, publicId } = await publishToolBot(type, baseUrl, tool)
  const chat = await startChat(server, publicId)
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
})

/** The public page's side of a streamed answer: the action's messages sent to streamMessage, the chunks read as they come. */
async function streamAnswer(sessionId: string, messages: unknown) {
  const response = await fetch(`${server.chatBaseUrl}/api/v2/sessions/${sessionId}/streamMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages }),
  })
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() }
}

/** Starts a streaming chat (as the public page does), answers the question, and returns the hand-off. */
async function handOff(type: string, baseUrl: string, tool = weatherTool()) {
  const { botId, publicId } = await publishToolBot(type, baseUrl, tool)
  const chat = await startChat(server, publicId, { isStreamEnabled: true })
  const reply = await continueChat(server, chat.body.sessionId, 'Weather?')
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const action = reply.body.clientSideActions?.find((each: { type: string }) => each.type === 'streamOpenAiChatCompletion')
  expect(action, 'the completion is handed to the streaming client').toMatchObject({ expectsDedicatedReply: true })
  const result = async () => (await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}`)).body.result
  const logs = async () => JSON.stringify((await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)).body.logs)
  return { sessionId: chat.body.sessionId as string, messages: action.streamOpenAiChatCompletion.messages, result, logs }
}

describe('a streamed completion with tools (the public page streams answers)', () => {
  it('OpenAI-compatible: the server runs the tool, streams the tool-informed answer, saves the variables it set, then the chat goes on', async () => {
    const chat = await handOff('openai', openAi.baseUrl)
    expect(chat.messages).toEqual([{ role: 'user', content: 'Weather?' }])
    const streamed = await streamAnswer(chat.sessionId, chat.messages)
    expect(streamed.status).toBe(200)
    expect(streamed.contentType).toContain('text/plain')
    expect(streamed.text.trim()).toBe('It is sunny (Sunny in Paris for 2 days, asked: Weather?)')
    const [offer, answer] = openAi.requests.filter((request) => request.url === '/v1/chat/completions').slice(-2)
    expect(offer.body).toMatchObject({ stream: true, tools: [expect.objectContaining({ function: expect.objectContaining({ name: 'get_weather' }) })] })
    expect(answer.body.stream).toBe(true)
    expect(answer.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1', content: 'Sunny in Paris for 2 days, asked: Weather?' })
    // What the tool set is saved with the stream, before the client's continueChat.
    expect((await chat.result()).variables).toContainEqual(expect.objectContaining({ name: 'Last city', value: 'Paris' }))

    const after = await continueChat(server, chat.sessionId, streamed.text)
    expect(after.status, JSON.stringify(after.body)).toBe(200)
    const said = JSON.stringify(after.body.messages)
    expect(said).toContain('City: Paris')
    expect(said, 'the streamed bubble is not repeated').not.toContain('It is sunny')
    const result = await chat.result()
    expect(result.variables).toContainEqual(expect.objectContaining({ name: 'Answer', value: streamed.text }))
    expect(result.variables).toContainEqual(expect.objectContaining({ name: 'Last city', value: 'Paris' }))
  })

  it("Anthropic: the tool_use is run and the answer streams with the tool's result", async () => {
    const chat = await handOff('anthropic', anthropic.baseUrl)
    const streamed = await streamAnswer(chat.sessionId, chat.messages)
    expect(streamed.status).toBe(200)
    expect(streamed.text.trim()).toBe('Claude checked (Sunny in Lyon for 1 days, asked: Weather?)')
    const [offer, answer] = anthropic.requests.slice(-2)
    expect(offer.body).toMatchObject({ stream: true, tools: [expect.objectContaining({ name: 'get_weather' })] })
    expect(JSON.stringify(answer.body.messages.at(-1))).toContain('tool_result')
    const after = await continueChat(server, chat.sessionId, streamed.text)
    expect(JSON.stringify(after.body.messages)).toContain('City: Lyon')
    expect((await chat.result()).variables).toContainEqual(expect.objectContaining({ name: 'Answer', value: streamed.text }))
  })

  it('a failing tool is logged on the result and the model still answers over the stream', async () => {
    const chat = await handOff('groq', openAi.baseUrl, weatherTool("throw new Error('no forecast today')"))
    const streamed = await streamAnswer(chat.sessionId, chat.messages)
    expect(streamed.text).toContain('It is sunny (Error: ')
    expect(streamed.text).toContain('no forecast today')
    expect(await chat.logs()).toContain('Tool \\"get_weather\\" failed')
  })

  it('a model that fails is a 502 with an error log on the result; the chat goes on without the answer', async () => {
    const chat = await handOff('mistral', `${openAi.baseUrl}/gone`)
    const streamed = await streamAnswer(chat.sessionId, chat.messages)
    expect(streamed.status).toBe(502)
    expect(JSON.parse(streamed.text)).toMatchObject({ code: 'BAD_GATEWAY' })
    expect(await chat.logs()).toContain('Mistral request failed')
    // The page sends what it got (nothing); the flow moves past the block.
    const after = await continueChat(server, chat.sessionId, '')
    expect(after.status, JSON.stringify(after.body)).toBe(200)
    expect(JSON.stringify(after.body.messages)).toContain('City: ')
  })

  it('a visitor leaving mid-answer stops the model; what the tool set is saved, the stop is logged, and the chat can go on', async () => {
    const stalling = await startFakeOpenAi('It is sunny', { toolArguments: { city: 'Oslo', days: 3 }, stallAfterWords: 2 })
    try {
      const chat = await handOff('openai', stalling.baseUrl)
      const leaving = new AbortController()
      const response = await fetch(`${server.chatBaseUrl}/api/v2/sessions/${chat.sessionId}/streamMessage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ messages: chat.messages }),
        signal: leaving.signal,
      })
      expect(response.status).toBe(200)
      const reader = response.body!.getReader()
      let seen = ''
      while (!seen.includes('is')) seen += new TextDecoder().decode((await reader.read()).value)
      expect(seen.trim()).toBe('It is')
      leaving.abort()
      await expect.poll(chat.logs, { timeout: 10_000 }).toContain('OpenAI request stopped')
      expect(await chat.logs()).toContain('The visitor left')
      expect((await chat.result()).variables).toContainEqual(expect.objectContaining({ name: 'Last city', value: 'Oslo' }))
      const after = await continueChat(server, chat.sessionId, seen)
      expect(after.status, JSON.stringify(after.body)).toBe(200)
      expect(JSON.stringify(after.body.messages)).toContain('City: Oslo')
    } finally {
      await stalling.close()
    }
  })
})
