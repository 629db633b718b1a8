import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, fixtureBot, startChat } from '../support/chatHelpers'
import { startFakeAnthropic } from '../support/fakeAnthropic'
import { fakeSpeech, startFakeOpenAi } from '../support/fakeOpenAi'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>
let anthropic: Awaited<ReturnType<typeof startFakeAnthropic>>
beforeAll(async () => {
  openAi = await startFakeOpenAi('Paris is the capital')
  anthropic = await startFakeAnthropic('Bonjour from Claude')
  // The fake models listen on loopback: the operator's allowlist lets bots reach them.
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
  { id: 'vt', name: 'Tokens' },
]

async function credentialsFor(type: string, apiKey = 'key-123') {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type, name: `${type} key`, data: { apiKey } } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

/** A question, the model's block as Typebot exports it (no ids on messages or mappings), then the answer said. */
const askModel = (type: string, options: Record<string, unknown>) =>
  linearBot(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
      {
        id: 'model',
        type,
        options: {
          action: 'Create chat completion',
          messages: [
            { role: 'system', content: 'Answer in one sentence.' },
            { role: 'user', content: '{{Question}}' },
          ],
          responseMapping: [
            { item: 'Message content', variableId: 'va' },
            { item: 'Total tokens', variableId: 'vt' },
          ],
          ...options,
        },
      },
      textBlock('say', '{{Answer}} ({{Tokens}} tokens)'),
    ],
    variables,
  )

async function ask(bot: ReturnType<typeof askModel>, question = 'Capital of France?') {
  const { botId, publicId } = await createAndPublish(server, bot)
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, question)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
  return { said: JSON.stringify(reply.body.messages), logs: JSON.stringify(logs.body.logs) }
}

describe('language-model plugin blocks', () => {
  it.each(['openai', 'mistral', 'groq', 'deepseek', 'perplexity', 'together-ai', 'open-router'])(
    '%s asks an OpenAI-compatible server with the stored key and maps the answer and its token count',
    async (type) => {
      const credentialsId = await credentialsFor(type)
      const { said } = await ask(askModel(type, { credentialsId, baseUrl: openAi.baseUrl, model: 'local-model' }))
      expect(said).toContain('Paris is the capital (12 tokens)')
      const request = openAi.requests.at(-1)!
      expect(request.authorization).toBe('Bearer key-123')
      expect(request.body).toMatchObject({
        model: 'local-model',
        messages: [
          { role: 'system', content: 'Answer in one sentence.' },
          { role: 'user', content: 'Capital of France?' },
        ],
      })
    },
  )

  it('streams an OpenAI-compatible answer through the streaming client, then continues with the full text', async () => {
    const credentialsId = await credentialsFor('together-ai')
    const bot = linearBot(
      [
        { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
        { id: 'model', type: 'together-ai', options: { credentialsId, baseUrl: openAi.baseUrl, messages: [{ role: 'user', content: '{{Question}}' }], responseMapping: [{ item: 'Message content', variableId: 'va' }] } },
        textBlock('say', '{{Answer}}'),
        textBlock('after', 'Anything else?'),
      ],
      variables,
    )
    const { botId, publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId, { isStreamEnabled: true })
    const handOff = await continueChat(server, chat.body.sessionId, 'Capital of France?')
    const action = handOff.body.clientSideActions?.find((each: { type: string }) => each.type === 'streamOpenAiChatCompletion')
    expect(action).toMatchObject({ expectsDedicatedReply: true, streamOpenAiChatCompletion: { messages: [{ role: 'user', content: 'Capital of France?' }] } })

    const streamed = await fetch(`${server.chatBaseUrl}/api/v2/sessions/${chat.body.sessionId}/streamMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: action.streamOpenAiChatCompletion.messages }),
    })
    expect(streamed.status).toBe(200)
    const text = (await streamed.text()).trim()
    expect(text).toBe('Paris is the capital')
    expect(openAi.requests.at(-1)!).toMatchObject({ authorization: 'Bearer key-123', body: { stream: true } })

    const after = await continueChat(server, chat.body.sessionId, text)
    expect(JSON.stringify(after.body.messages)).toContain('Anything else?')
    expect(JSON.stringify(after.body.messages)).not.toContain('Paris is the capital')
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}`)
    expect(result.body.result.variables).toContainEqual(expect.objectContaining({ name: 'Answer', value: 'Paris is the capital' }))
  })

  it("anthropic speaks the Messages API: the key in its header, the system prompt apart, the provider's model by default", async () => {
    const credentialsId = await credentialsFor('anthropic', 'sk-ant-1')
    const { said } = await ask(askModel('anthropic', { credentialsId, baseUrl: anthropic.baseUrl }))
    expect(said).toContain('Bonjour from Claude (13 tokens)')
    const request = anthropic.requests.at(-1)!
    expect(request.apiKey).toBe('sk-ant-1')
    expect(request.body.model).toBe('claude-sonnet-4-5')
    expect(JSON.stringify(request.body.system)).toContain('Answer in one sentence.')
    expect(request.body.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Capital of France?' }] }])
  })

  it('runs Anthropic\'s "Create Chat Message", its action\'s name in Typebot\'s exports, as a chat completion', async () => {
    const credentialsId = await credentialsFor('anthropic', 'sk-ant-2')
    const bot = askModel('anthropic', { action: 'Create Chat Message', credentialsId, baseUrl: anthropic.baseUrl })
    const imported = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: { ...bot, name: 'Claude', version: '6.1', theme: {}, settings: {} } })
    expect(imported.body.unsupportedBlocks).toEqual([])
    const { said } = await ask(bot)
    expect(said).toContain('Bonjour from Claude')
    expect(anthropic.requests.at(-1)).toMatchObject({ apiKey: 'sk-ant-2' })
  })

  it('holds a conversation as basic-chat-gpt does: each question and answer appended to the Dialogue the model reads', async () => {
    const credentialsId = await credentialsFor('openai')
    const append = (id: string, item: string) => ({ id, type: 'Set variable', options: { variableId: 'vd', type: 'Append value(s)', item } })
    const bot = {
      ...linearBot(
        [
          { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
          append('user', '{{Question}}'),
          {
            id: 'model',
            type: 'openai',
            options: {
              action: 'Create chat completion',
              credentialsId,
              baseUrl: openAi.baseUrl,
              messages: [{ role: 'Dialogue', dialogueVariableId: 'vd' }],
              responseMapping: [{ item: 'Message content', variableId: 'va' }],
            },
          },
          textBlock('say', '{{Answer}}'),
          append('assistant', '{{Answer}}'),
        ],
        [...variables, { id: 'vd', name: 'Dialogue' }],
      ),
    }
    // The group loops on itself, as the sample bot's does.
    bot.groups![0].blocks.at(-1)!.outgoingEdgeId = 'loop'
    bot.edges!.push({ id: 'loop', from: { blockId: 'assistant' }, to: { groupId: 'g1' } } as never)
    const { publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId)
    await continueChat(server, chat.body.sessionId, 'Hello')
    const second = await continueChat(server, chat.body.sessionId, 'And Italy?')
    expect(JSON.stringify(second.body.messages)).toContain('Paris is the capital')
    expect(openAi.requests.at(-1)!.body.messages).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Paris is the capital' },
      { role: 'user', content: 'And Italy?' },
    ])
  })

  it('logs a missing key or a failing model on the result, and the chat goes on', async () => {
    const missing = await ask(askModel('mistral', { baseUrl: openAi.baseUrl }))
    expect(missing.said).toContain('say')
    expect(missing.logs).toContain('Mistral block has no usable credentials')

    const credentialsId = await credentialsFor('groq')
    const failing = await ask(askModel('groq', { credentialsId, baseUrl: `${openAi.baseUrl}/nowhere` }))
    expect(failing.said).toContain('say')
    expect(failing.logs).toContain('Groq request failed')
  })

  it('imports the sample bots built around OpenAI with no block left unsupported', async () => {
    for (const name of ['basic-chat-gpt', 'openai-conditions', 'skin-typology']) {
      const reply = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: fixtureBot(name) })
      expect(reply.status).toBe(200)
      expect(reply.body.unsupportedBlocks, name).toEqual([])
    }
  })

  it("reads text aloud with OpenAI's Create speech: the MP3 stored with the chat's files, its URL saved for an audio bubble", async () => {
    const credentialsId = await credentialsFor('openai')
    const bot = linearBot(
      [
        { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
        { id: 'tts', type: 'openai', options: { action: 'Create speech', credentialsId, baseUrl: openAi.baseUrl, input: 'You said {{Question}}', voice: 'nova', saveUrlInVariableId: 'va' } },
        { id: 'play', type: 'audio', content: { url: '{{Answer}}' } },
      ],
      variables,
    )
    const { publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'hello')
    expect(openAi.requests.at(-1)).toMatchObject({ url: '/v1/audio/speech', authorization: 'Bearer key-123', body: { model: 'tts-1', input: 'You said hello', voice: 'nova' } })
    const audio = reply.body.messages.find((message: { type: string }) => message.type === 'audio')
    const served = await fetch(audio.content.url)
    expect(served.headers.get('content-type')).toBe('audio/mpeg')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fakeSpeech)
  })

  it('keeps an action it does not run, reports it on import and skips it in a chat', async () => {
    // With a key of a newer Typebot beside its options: kept too.
    // An action of a newer Typebot than this builder knows.
    const speech = { id: 'tts', type: 'openai', fromNewerVersion: { x: 1 }, options: { action: 'Create video', prompt: 'A cat' } }
    const file = fixtureBot('basic-chat-gpt') as { groups: { blocks: { type: string }[] }[] }
    const group = file.groups.find((each) => each.blocks.some((block) => block.type === 'openai'))!
    group.blocks.splice(group.blocks.findIndex((block) => block.type === 'openai'), 1, speech)
    const imported = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: file })
    expect(imported.body.unsupportedBlocks).toEqual([expect.objectContaining({ blockId: 'tts', reason: expect.stringContaining('Create video') })])
    expect(imported.body.bot.groups.flatMap((each: { blocks: unknown[] }) => each.blocks)).toContainEqual(speech)

    const { said } = await ask(linearBot([{ id: 'ask', type: 'text input' }, speech, textBlock('after', 'After the video')]) as never)
    expect(said).toContain('After the video')
  })

})
