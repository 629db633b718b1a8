import { describe, expect, it } from 'vitest'
import { buildOpenAiChatRequest, prepareOpenAiStreamRequest } from '../../src/server/engine'
import { block, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'
import { fakePorts, jsonResponse } from './support/fakePorts'

const completion = (content: string) =>
  jsonResponse({ choices: [{ message: { role: 'assistant', content } }], usage: { total_tokens: 30, prompt_tokens: 20, completion_tokens: 10 } })

const openAiOptions = {
  credentialsId: 'openai',
  model: 'gpt-test',
  advancedSettings: { temperature: '{{Temp}}' },
  messages: [
    { id: 'm1', role: 'system', content: 'You help {{Name}}' },
    { id: 'm2', role: 'Dialogue', dialogueVariableId: 'dialogue', startsBy: 'user' },
    { id: 'm3', role: 'user', content: '{{Empty}}' },
    { id: 'm4', role: 'function', content: 'ignored' },
  ],
  responseMapping: [
    { id: 'r1', variableId: 'answer' },
    { id: 'r2', valueToExtract: 'Total tokens', variableId: 'tokens' },
  ],
}

const openAiBot = (options: Record<string, unknown> = openAiOptions, following = text('after', 'AI: {{Answer}}')) =>
  makeBot({
    variables: [
      variable('n', 'Name', 'Ada'),
      variable('t', 'Temp', '0.5'),
      variable('dialogue', 'Dialogue', ['Hi', 'Hello!', 'How are you?']),
      variable('answer', 'Answer'),
      variable('tokens', 'Tokens'),
      variable('e', 'Empty'),
    ],
    groups: [group('g1', [block('ai', 'OpenAI', { options }), following])],
    startGroupId: 'g1',
  })

describe('OpenAI', () => {
  it('posts the chat completion request with templated and Dialogue messages, and maps the answer', async () => {
    const ports = fakePorts()
    ports.respond(() => completion('Fine, thanks'))
    const result = await start(openAiBot(), {}, ports)
    const [request] = ports.httpRequests
    expect(request).toMatchObject({
      url: 'https://api.openai.com/v1/chat/completions',
      method: 'POST',
      headers: { Authorization: 'Bearer sk-test' },
      timeoutMs: 120_000,
    })
    expect(JSON.parse(request.body ?? '')).toEqual({
      model: 'gpt-test',
      temperature: 0.5,
      messages: [
        { role: 'system', content: 'You help Ada' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'How are you?' },
      ],
    })
    expect(texts(result)).toEqual(['AI: Fine, thanks'])
    expect(valueOf(result, 'Tokens')).toBe('30')
  })

  it('appends the message content to a list variable', async () => {
    const ports = fakePorts()
    ports.respond(() => completion('Second'))
    const bot = openAiBot({ ...openAiOptions, responseMapping: [{ id: 'r', variableId: 'dialogue' }] })
    expect(valueOf(await start(bot, {}, ports), 'Dialogue')).toEqual(['Hi', 'Hello!', 'How are you?', 'Second'])
  })

  it('logs an error and maps nothing without credentials, on HTTP errors, and on empty content', async () => {
    const noKey = await start(openAiBot({ ...openAiOptions, credentialsId: 'missing' }))
    expect(noKey.response.logs).toMatchObject([{ status: 'error' }])
    const ports = fakePorts()
    ports.respond(() => jsonResponse({ error: { message: 'quota' } }, 429))
    const failed = await start(openAiBot(), {}, ports)
    expect(failed.response.logs).toMatchObject([{ status: 'error', details: expect.stringContaining('quota') }])
    expect(valueOf(failed, 'Answer')).toBeUndefined()
    ports.respond(() => completion(''))
    expect((await start(openAiBot(), {}, ports)).response.logs).toMatchObject([{ status: 'error' }])
  })

  it('hands streaming to the client and leaves out the bubble that shows the streamed text', async () => {
    const ports = fakePorts()
    const bot = openAiBot(openAiOptions, text('show', '{{Answer}}'))
    bot.groups[0].blocks.push(text('tail', 'Anything else?'))
    const first = await start(bot, { isStreamEnabled: true }, ports)
    expect(ports.httpRequests).toEqual([])
    expect(first.response.clientSideActions).toEqual([
      {
        type: 'streamOpenAiChatCompletion',
        streamOpenAiChatCompletion: {
          messages: [
            { role: 'system', content: 'You help Ada' },
            { role: 'user', content: 'Hi' },
            { role: 'assistant', content: 'Hello!' },
            { role: 'user', content: 'How are you?' },
          ],
        },
        expectsDedicatedReply: true,
      },
    ])
    const streamRequest = await prepareOpenAiStreamRequest(first.state, [{ role: 'user', content: 'x' }], ports)
    expect(streamRequest).toMatchObject({ url: 'https://api.openai.com/v1/chat/completions', headers: { Authorization: 'Bearer sk-test' } })
    expect(JSON.parse(streamRequest?.body ?? '')).toEqual({ model: 'gpt-test', temperature: 0.5, stream: true, messages: [{ role: 'user', content: 'x' }] })
    const second = await reply(first, 'Streamed answer', ports)
    expect(texts(second)).toEqual(['Anything else?'])
    expect(valueOf(second, 'Answer')).toBe('Streamed answer')
    expect(valueOf(second, 'Tokens')).toBeUndefined()
  })

  it('calls the API itself when the chat does not stream', async () => {
    const ports = fakePorts()
    ports.respond(() => completion('Direct'))
    const result = await start(openAiBot(openAiOptions, text('show', '{{Answer}}')), {}, ports)
    expect(texts(result)).toEqual(['Direct'])
  })

  it('skips an OpenAI task it does not know with a log and follows the block edge', async () => {
    const ports = fakePorts()
    const result = await start(openAiBot({ task: 'Create video', credentialsId: 'openai' }), {}, ports)
    expect(ports.httpRequests).toEqual([])
    expect(texts(result)).toEqual(['AI: '])
    expect(result.response.logs).toMatchObject([{ status: 'info' }])
  })

  it('builds the request for another base URL without a trailing slash', () => {
    expect(buildOpenAiChatRequest({ apiKey: 'k', baseUrl: 'https://llm.example/v1/', messages: [] }).url).toBe('https://llm.example/v1/chat/completions')
  })
})
