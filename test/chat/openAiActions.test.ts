import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, importAndPublish, startChat } from '../support/chatHelpers'
import { startFakeAnthropic } from '../support/fakeAnthropic'
import { fakeAudio, fakeImage, startFakeOpenAi } from '../support/fakeOpenAi'
import { storeCredentials } from '../support/serviceBlockChat'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>
beforeAll(async () => {
  openAi = await startFakeOpenAi('unused', { json: { Name: 'Ada', Age: 36, Member: true, Tags: ['math', 'code'], Size: 'small', Nickname: null } })
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await openAi.close()
})

const variables = ['Text', 'Name', 'Age', 'Member', 'Tags', 'Size', 'Nickname', 'Url'].map((name) => ({ id: `v${name}`, name }))

let credentialsId: string
async function credentials() {
  if (credentialsId) return credentialsId
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type: 'openai', name: 'OpenAI', data: { apiKey: 'key-9' } } })
  credentialsId = reply.body.credentials.id
  return credentialsId
}

/** A text question, the OpenAI block as Typebot exports it with `options`, then the blocks that show its outcome. */
async function run(options: Record<string, unknown>, after: unknown[], answer = 'Ada is 36 and likes math') {
  const bot = linearBot(
    [{ id: 'ask', type: 'text input', options: { variableId: 'vText' } }, { id: 'ai', type: 'openai', options: { credentialsId: await credentials(), baseUrl: openAi.baseUrl, ...options } }, ...after],
    variables,
  )
  const { botId, publicId } = await createAndPublish(server, bot)
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, answer)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
  return { messages: reply.body.messages as { type: string; content: { url?: string } }[], said: JSON.stringify(reply.body.messages), logs: JSON.stringify(logs.body.logs) }
}

describe("OpenAI's Generate variables", () => {
  it('asks for a JSON object of the typed variables and saves each value the model gives', async () => {
    const extract = [
      { type: 'string', variableId: 'vName', description: 'First name' },
      { type: 'number', variableId: 'vAge' },
      { type: 'boolean', variableId: 'vMember' },
      { type: 'array', variableId: 'vTags' },
      { type: 'enum', variableId: 'vSize', values: ['small', 'large', null] },
      { type: 'string', variableId: 'vNickname', isRequired: false },
    ]
    const { said } = await run(
      { action: 'Generate variables', model: 'gpt-4o-mini', prompt: 'Extract the person from: {{Text}}', variablesToExtract: extract },
      [textBlock('say', '{{Name}}, {{Age}}, {{Member}}, {{Tags}}, {{Size}}, nickname: {{Nickname}}.')],
    )
    // A list is shown as JSON; `said` is the messages' JSON, hence the escaped quotes.
    expect(said).toContain('Ada, 36, true, [\\"math\\",\\"code\\"], small, nickname: .')
    const request = openAi.requests.at(-1)!
    expect(request.body.model).toBe('gpt-4o-mini')
    expect(JSON.stringify(request.body.messages)).toContain('Extract the person from: Ada is 36 and likes math')
    const schema = request.body.response_format?.json_schema?.schema
    expect(request.body.response_format?.type).toBe('json_schema')
    expect(schema).toMatchObject({
      type: 'object',
      required: ['Name', 'Age', 'Member', 'Tags', 'Size', 'Nickname'],
      properties: {
        Name: { type: 'string', description: 'First name' },
        Age: { type: 'number' },
        Tags: { type: 'array', items: { type: 'string' } },
        Size: { type: 'string', enum: ['small', 'large'] },
        Nickname: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
    })
  })

  it('logs a missing prompt, and the chat goes on', async () => {
    const { said, logs } = await run({ action: 'Generate variables', variablesToExtract: [{ type: 'string', variableId: 'vName' }] }, [textBlock('after', 'Still here')])
    expect(said).toContain('Still here')
    expect(logs).toContain('Generate variables has no prompt')
  })
})

describe("Mistral's and Anthropic's Generate variables (Typebot's high-ticket lead follow-up template)", () => {
  /** The block imported as Typebot exports it (none of it reported unsupported), then a question answered. */
  async function extractWith(block: Record<string, unknown>) {
    const bot = linearBot([{ id: 'ask', type: 'text input', options: { variableId: 'vText' } }, block, textBlock('say', '{{Name}} is {{Age}}')], variables)
    const imported = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: { ...bot, name: 'Extract', version: '6.1', theme: {}, settings: {} } })
    expect(imported.body.unsupportedBlocks).toEqual([])
    const { publicId } = await importAndPublish(server, { ...bot, name: 'Extract', version: '6.1', theme: {}, settings: {} })
    const chat = await startChat(server, publicId)
    return JSON.stringify((await continueChat(server, chat.body.sessionId, 'Ada, 36 years old')).body.messages)
  }
  const extract = { action: 'Generate variables', prompt: 'Extract the person from: "{{Text}}"', variablesToExtract: [{ type: 'string', variableId: 'vName', isRequired: false }, { type: 'number', variableId: 'vAge' }] }

  it("Mistral asks its account's address for a JSON object of the variables and saves the values", async () => {
    const credentialsId = await storeCredentials(server, 'mistral', { apiKey: 'key-m', baseUrl: openAi.baseUrl })
    expect(await extractWith({ id: 'ai', type: 'mistral', options: { ...extract, model: 'mistral-large-latest', credentialsId } })).toContain('Ada is 36')
    const request = openAi.requests.at(-1)!
    expect(request).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer key-m', body: { model: 'mistral-large-latest', response_format: { type: 'json_schema' } } })
    expect(JSON.stringify(request.body.messages)).toContain('Extract the person from: \\"Ada, 36 years old\\"')
  })

  it("Anthropic asks its Messages API for the object (structured outputs) and saves the values", async () => {
    const anthropic = await startFakeAnthropic('unused', { json: { Name: 'Ada', Age: 36 } })
    try {
      const credentialsId = await storeCredentials(server, 'anthropic', { apiKey: 'sk-ant-9', baseUrl: anthropic.baseUrl })
      expect(await extractWith({ id: 'ai', type: 'anthropic', options: { ...extract, credentialsId } })).toContain('Ada is 36')
      expect(anthropic.requests.at(-1)).toMatchObject({ apiKey: 'sk-ant-9', body: { output_config: { format: { type: 'json_schema', schema: { required: ['Name', 'Age'] } } } } })
    } finally {
      await anthropic.close()
    }
  })
})

describe("OpenAI's Create image", () => {
  it("stores the generated image with the chat's files and shows it through the variable", async () => {
    const { messages } = await run({ action: 'Create image', prompt: 'A cat reading {{Text}}', size: '1024x1024', saveUrlInVariableId: 'vUrl' }, [{ id: 'show', type: 'image', content: { url: '{{Url}}' } }])
    expect(openAi.requests.at(-1)).toMatchObject({ url: '/v1/images/generations', authorization: 'Bearer key-9', body: { model: 'dall-e-3', prompt: 'A cat reading Ada is 36 and likes math', size: '1024x1024', n: 1 } })
    const image = messages.find((message) => message.type === 'image')!
    expect(image.content.url).not.toContain('127.0.0.1:' + new URL(openAi.baseUrl).port)
    const served = await fetch(image.content.url!)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fakeImage)
  })

  it('downloads an image OpenAI answers by address (it expires) and stores it too', async () => {
    const { messages } = await run({ action: 'Create image', model: 'dall-e-2', prompt: 'A dog', saveUrlInVariableId: 'vUrl' }, [{ id: 'show', type: 'image', content: { url: '{{Url}}' } }])
    expect(openAi.requests.at(-1)).toMatchObject({ url: '/files/image.png', method: 'GET' })
    const served = await fetch(messages.find((message) => message.type === 'image')!.content.url!)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fakeImage)
  })

  it('logs an API that fails, and the chat goes on', async () => {
    const { said, logs } = await run({ action: 'Create image', prompt: 'A dog', saveUrlInVariableId: 'vUrl', baseUrl: `${openAi.baseUrl}/missing` }, [textBlock('after', 'No picture')])
    expect(said).toContain('No picture')
    expect(logs).toContain('OpenAI returned no image')
  })
})

describe("OpenAI's Create transcription", () => {
  it('sends the audio file at the URL in a variable and saves the text', async () => {
    const { said } = await run({ action: 'Create transcription', url: '{{Text}}', transcriptionVariableId: 'vName' }, [textBlock('say', 'You said: {{Name}}')], `${openAi.filesUrl}/question.mp3`)
    expect(said).toContain(`You said: Transcribed ${fakeAudio.length} bytes`)
    const upload = openAi.requests.at(-1)!
    expect(upload).toMatchObject({ url: '/v1/audio/transcriptions', authorization: 'Bearer key-9', contentType: expect.stringContaining('multipart/form-data; boundary=') })
    expect(upload.raw.toString('latin1')).toContain('name="file"; filename="question.mp3"')
    expect(upload.raw.toString('latin1')).toMatch(/name="model"\r\n\r\nwhisper-1\r\n/)
  })

  it('logs an audio file that cannot be downloaded, and the chat goes on', async () => {
    const { said, logs } = await run({ action: 'Create transcription', url: `${openAi.filesUrl}/gone.mp3`, transcriptionVariableId: 'vName' }, [textBlock('after', 'Go on')])
    expect(said).toContain('Go on')
    expect(logs).toContain('The audio file could not be downloaded')
  })
})

describe('the legacy OpenAI block', () => {
  /** The legacy block (type "OpenAI", a `task`), as older Typebot exports hold it. */
  const legacy = async (options: Record<string, unknown>, after: unknown[]) => {
    const bot = linearBot([{ id: 'ask', type: 'text input', options: { variableId: 'vText' } }, { id: 'legacy', type: 'OpenAI', options: { credentialsId: await credentials(), baseUrl: openAi.baseUrl, ...options } }, ...after], variables)
    const imported = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: { ...bot, name: 'Legacy', version: '6', theme: {}, settings: {} } })
    expect(imported.body.unsupportedBlocks, JSON.stringify(imported.body)).toEqual([])
    const { publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId)
    return (await continueChat(server, chat.body.sessionId, 'a lighthouse')).body.messages as { type: string; content: { url?: string } }[]
  }

  it('asks for a chat completion at the address saved with its credentials when the block names none (lead-gen-ai)', async () => {
    const savedAddress = await storeCredentials(server, 'openai', { apiKey: 'key-saved', baseUrl: openAi.baseUrl })
    const bot = linearBot(
      [
        { id: 'ask', type: 'text input', options: { variableId: 'vText' } },
        {
          id: 'legacy',
          type: 'OpenAI',
          options: { task: 'Create chat completion', credentialsId: savedAddress, messages: [{ id: 'm1', role: 'user', content: 'Describe {{Text}}' }], responseMapping: [{ id: 'r1', valueToExtract: 'Message content', variableId: 'vName' }] },
        },
        textBlock('say', 'Model says: {{Name}}'),
      ],
      variables,
    )
    const { publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'a lighthouse')
    expect(JSON.stringify(reply.body.messages)).toContain('Model says: unused')
    expect(openAi.requests.at(-1)).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer key-saved', body: { messages: [{ role: 'user', content: 'Describe a lighthouse' }] } })
  })

  it("runs Create speech: the MP3 stored with the chat's files", async () => {
    const messages = await legacy({ task: 'Create speech', input: 'Here is {{Text}}', voice: 'alloy', saveUrlInVariableId: 'vUrl' }, [{ id: 'play', type: 'audio', content: { url: '{{Url}}' } }])
    expect(openAi.requests.at(-1)).toMatchObject({ url: '/v1/audio/speech', body: { model: 'tts-1', input: 'Here is a lighthouse', voice: 'alloy' } })
    const served = await fetch(messages.find((message) => message.type === 'audio')!.content.url!)
    expect(served.headers.get('content-type')).toBe('audio/mpeg')
  })

  it('runs Create image with DALL·E 2 at the chosen size, its URL saved through the response mapping', async () => {
    const messages = await legacy(
      { task: 'Create image', prompt: 'Draw {{Text}}', advancedOptions: { size: '512x512' }, responseMapping: [{ id: 'r1', valueToExtract: 'Image URL', variableId: 'vUrl' }] },
      [{ id: 'show', type: 'image', content: { url: '{{Url}}' } }],
    )
    const generation = openAi.requests.find((request) => request.url === '/v1/images/generations' && request.body.prompt === 'Draw a lighthouse')!
    expect(generation.body).toMatchObject({ model: 'dall-e-2', size: '512x512' })
    const served = await fetch(messages.find((message) => message.type === 'image')!.content.url!)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fakeImage)
  })
})
