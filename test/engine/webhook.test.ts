import { describe, expect, it } from 'vitest'
import { ChatInputError } from '../../src/server/engine'
import { block, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'
import { fakePorts, fixedNow, jsonResponse } from './support/fakePorts'

const webhookBot = (options: Record<string, unknown>, withInput = false) =>
  makeBot({
    variables: [variable('v1', 'Name', 'Ada'), variable('v2', 'Out'), variable('v3', 'Status'), variable('v4', 'Tags', ['a', 'b']), variable('email', 'Email')],
    groups: [
      group('g1', [
        ...(withInput ? [block('in', 'email input', { options: { variableId: 'email' } }), block('in2', 'text input')] : []),
        block('wh', 'Webhook', { options }),
        text('after', 'Out={{Out}} Status={{Status}}'),
      ], 'Contact'),
    ],
    startGroupId: 'g1',
  })

const mapping = [
  { id: 'm1', variableId: 'v2', bodyPath: 'data.items[0].name' },
  { id: 'm2', variableId: 'v3', bodyPath: 'statusCode' },
]

describe('Webhook', () => {
  it('sends method, URL with repeated query keys, headers with Basic auth, and a JSON-aware custom body', async () => {
    const ports = fakePorts()
    ports.respond(() => jsonResponse({ items: [{ name: 'Widget' }] }))
    const result = await start(
      webhookBot({
        webhook: {
          method: 'PUT',
          url: 'https://api.example.com/items?x=1',
          queryParams: [
            { id: 'q1', key: 'tag', value: 'a' },
            { id: 'q2', key: 'tag', value: '{{Name}}' },
            { id: 'q3', key: 'empty', value: '' },
          ],
          headers: [
            { id: 'h1', key: 'Authorization', value: 'Basic user:pa ss' },
            { id: 'h2', key: 'X-Who', value: '{{Name}}' },
          ],
          body: '{"name": "{{Name}}", "tags": {{Tags}}}',
        },
        isCustomBody: true,
        responseVariableMapping: mapping,
      }),
      {},
      ports,
    )
    const [request] = ports.httpRequests
    expect(request).toMatchObject({
      url: 'https://api.example.com/items?x=1&tag=a&tag=Ada',
      method: 'PUT',
      headers: { Authorization: `Basic ${Buffer.from('user:pa ss').toString('base64')}`, 'X-Who': 'Ada', 'Content-Type': 'application/json' },
      timeoutMs: 10_000,
    })
    expect(JSON.parse(request.body ?? '')).toEqual({ name: 'Ada', tags: ['a', 'b'] })
    expect(texts(result)).toEqual(['Out=Widget Status=200'])
  })

  it('sends no body with GET and clamps the timeout', async () => {
    const ports = fakePorts()
    await start(webhookBot({ webhook: { method: 'GET', url: 'https://api.example.com' }, timeout: 500 }), {}, ports)
    expect(ports.httpRequests[0].body).toBeUndefined()
    expect(ports.httpRequests[0].timeoutMs).toBe(120_000)
  })

  it('sends the default body of answers and variables', async () => {
    const ports = fakePorts()
    const first = await start(webhookBot({ webhook: { url: 'https://api.example.com' } }, true), {}, ports)
    const second = await reply(first, 'ada@example.com', ports)
    await reply(second, 'free text', ports)
    expect(JSON.parse(ports.httpRequests[0].body ?? '')).toEqual({
      submittedAt: fixedNow.toISOString(),
      Email: 'ada@example.com',
      'Contact (1)': 'free text',
      Name: 'Ada',
      Tags: ['a', 'b'],
    })
  })

  it('form-encodes a JSON object body for x-www-form-urlencoded', async () => {
    const ports = fakePorts()
    await start(
      webhookBot({
        webhook: { url: 'https://api.example.com', headers: [{ id: 'h', key: 'Content-Type', value: 'application/x-www-form-urlencoded' }], body: '{"a": "1 2", "n": 3}' },
        isCustomBody: true,
      }),
      {},
      ports,
    )
    expect(ports.httpRequests[0].body).toBe('a=1+2&n=3')
  })

  it('answers 400 to the mapping and logs an error when the address is blocked, hidden from public responses', async () => {
    const ports = fakePorts()
    ports.respond(() => {
      throw Object.assign(new Error('Address 10.0.0.1 is private'), { name: 'BlockedAddressError' })
    })
    const result = await start(webhookBot({ webhook: { url: 'http://10.0.0.1' }, responseVariableMapping: [...mapping, { id: 'm3', variableId: 'v2', bodyPath: 'data.message' }] }), {}, ports)
    expect(texts(result)).toEqual(['Out=Address 10.0.0.1 is private Status=400'])
    expect(result.response.logs).toBeUndefined()
    expect(result.effects[0].logs).toMatchObject([{ status: 'error' }])
    const preview = await start(webhookBot({ webhook: { url: 'http://10.0.0.1' } }), { isPreview: true }, ports)
    expect(preview.response.logs).toMatchObject([{ status: 'error' }])
  })

  it('answers 408 on timeout and 500 on a network failure', async () => {
    const ports = fakePorts()
    ports.respond(() => {
      throw Object.assign(new Error('late'), { name: 'HttpTimeoutError' })
    })
    expect(texts(await start(webhookBot({ webhook: { url: 'https://slow.example' }, responseVariableMapping: mapping }), {}, ports))).toEqual(['Out= Status=408'])
    ports.respond(() => {
      throw new TypeError('fetch failed')
    })
    expect(texts(await start(webhookBot({ webhook: { url: 'https://down.example' }, responseVariableMapping: mapping }), {}, ports))).toEqual(['Out= Status=500'])
  })

  it('logs 4xx answers as errors and still applies the mapping', async () => {
    const ports = fakePorts()
    ports.respond(() => jsonResponse({ items: [{ name: 'Nope' }] }, 404))
    const result = await start(webhookBot({ webhook: { url: 'https://api.example.com' }, responseVariableMapping: mapping }), { isPreview: true }, ports)
    expect(texts(result)).toEqual(['Out=Nope Status=404'])
    expect(result.response.logs).toMatchObject([{ status: 'error', description: 'Webhook returned an error' }])
  })

  it('skips a mapping whose expression throws and maps plain-text answers', async () => {
    const ports = fakePorts()
    ports.respond(() => ({ status: 200, headers: {}, body: 'plain' }))
    const result = await start(
      webhookBot({ webhook: { url: 'https://api.example.com' }, responseVariableMapping: [{ id: 'm', variableId: 'v2', bodyPath: 'data.a.b.c' }, { id: 'n', variableId: 'v3', bodyPath: 'data' }] }),
      {},
      ports,
    )
    expect(texts(result)).toEqual(['Out= Status=plain'])
  })

  it('does nothing without a URL', async () => {
    const ports = fakePorts()
    await start(webhookBot({ webhook: { url: '' } }), {}, ports)
    expect(ports.httpRequests).toEqual([])
  })

  it('hands the request to the client and maps its JSON reply', async () => {
    const ports = fakePorts()
    const first = await start(
      webhookBot({ webhook: { url: 'https://api.example.com', body: '{"n": "{{Name}}"}' }, isCustomBody: true, isExecutedOnClient: true, responseVariableMapping: mapping }),
      {},
      ports,
    )
    expect(ports.httpRequests).toEqual([])
    expect(first.response.clientSideActions).toEqual([
      { type: 'httpRequestToExecute', httpRequestToExecute: { url: 'https://api.example.com', method: 'POST', headers: {}, body: { n: 'Ada' } }, expectsDedicatedReply: true },
    ])
    const second = await reply(first, JSON.stringify({ statusCode: 201, data: { items: [{ name: 'Client' }] } }), ports)
    expect(texts(second)).toEqual(['Out=Client Status=201'])
    await expect(reply(first, 'not json', ports)).rejects.toBeInstanceOf(ChatInputError)
    expect(valueOf(first, 'Out')).toBeUndefined()
  })
})
