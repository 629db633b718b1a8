import { describe, expect, it } from 'vitest'
import { continueChat } from '../../../src/server/engine'
import type { PreviewDebugRequest } from '../../../src/shared/chat/debug'
import type { TurnResult } from '../../../src/server/engine'
import { block, edge, group, makeBot, text, variable } from '../support/botBuilder'
import { start, texts } from '../support/chat'
import { fakePorts, jsonResponse, type FakePorts } from '../support/fakePorts'

const equals = (variableId: string, value: string) => ({ id: `c-${variableId}`, variableId, comparisonOperator: 'Equal to' as const, value })

/** Name input → Set variable → Condition (Name is Ada?) → yes/no bubbles. */
const flowBot = () =>
  makeBot({
    variables: [variable('name', 'Name'), variable('greeting', 'Greeting')],
    groups: [
      group('g1', [
        text('hello', 'Hello'),
        block('ask', 'text input', { options: { variableId: 'name' } }),
        block('set', 'Set variable', { options: { variableId: 'greeting', expressionToEvaluate: 'Hi {{Name}}' } }),
        block('cond', 'Condition', { items: [{ id: 'i1', content: { comparisons: [equals('name', 'Ada')] }, outgoingEdgeId: 'e-yes' }], outgoingEdgeId: 'e-no' }),
      ], 'Start'),
      group('yes', [text('y', 'yes {{Greeting}}')], 'Yes'),
      group('no', [text('n', 'no')], 'No'),
    ],
    edges: [edge('e-yes', { blockId: 'cond', itemId: 'i1' }, 'yes'), edge('e-no', { blockId: 'cond' }, 'no')],
    startGroupId: 'g1',
  })

const preview = (bot = flowBot(), debug: PreviewDebugRequest = { breakpoints: [] }, ports: FakePorts = fakePorts()) =>
  start(bot, { isPreview: true, debug }, ports)

const send = async (previous: TurnResult, message?: string, debug?: PreviewDebugRequest, ports: FakePorts = fakePorts()) =>
  continueChat({ state: previous.state, ...(message !== undefined && { message: { type: 'text', text: message } }), ...(debug && { debug }) }, ports)

describe('preview debugger: traces', () => {
  it('traces every block run with its group, and the answer to an input with the variable it set', async () => {
    const first = await preview()
    expect(first.debug?.trace.map((entry) => [entry.blockId, entry.groupTitle, entry.kind])).toEqual([
      ['hello', 'Start', 'block'],
      ['ask', 'Start', 'block'],
    ])
    const second = await send(first, 'Ada')
    const [answer, set, condition, yes] = second.debug!.trace
    expect(answer).toMatchObject({ kind: 'reply', blockId: 'ask', variables: [{ name: 'Name', before: null, after: 'Ada' }] })
    expect(set).toMatchObject({ blockId: 'set', blockType: 'Set variable', variables: [{ id: 'greeting', name: 'Greeting', before: null, after: 'Hi Ada' }] })
    expect(set.summary).toBe('Set Greeting = "Hi Ada"')
    expect(condition).toMatchObject({ blockId: 'cond', condition: { matchedItemId: 'i1', matchedIndex: 0 }, summary: 'Condition: comparison 1 held' })
    expect(yes).toMatchObject({ blockId: 'y', groupTitle: 'Yes' })
    // Steps count across the session, so a variable's history can be told apart turn after turn.
    expect(second.debug!.trace.map((entry) => entry.step)).toEqual([3, 4, 5, 6])
    expect(second.debug!.variables).toEqual([
      { id: 'name', name: 'Name', value: 'Ada' },
      { id: 'greeting', name: 'Greeting', value: 'Hi Ada' },
    ])
  })

  it('says when no comparison held and the else path was taken', async () => {
    const second = await send(await preview(), 'Bob')
    const condition = second.debug!.trace.find((entry) => entry.blockId === 'cond')!
    expect(condition.condition).toBeUndefined()
    expect(condition.summary).toBe('Condition: no comparison held, took the else path')
    expect(texts(second)).toEqual(['no'])
  })

  it('records HTTP request and response with credentials, auth headers and secret keys redacted', async () => {
    const ports = fakePorts({ credentials: { openai: { apiKey: 'sk-very-secret-key' } } })
    ports.respond((request) =>
      request.url.includes('openai')
        ? jsonResponse({ choices: [{ message: { role: 'assistant', content: 'Fine, thanks' } }] })
        : jsonResponse({ ok: true, token: 'server-issued-token', echo: 'sk-very-secret-key' }),
    )
    const bot = makeBot({
      variables: [variable('answer', 'Answer'), variable('key', 'Key', 'hunter22')],
      groups: [
        group('g1', [
          block('wh', 'Webhook', {
            options: {
              webhook: {
                method: 'POST',
                url: 'https://api.example.com/items?api_key={{Key}}&page=2',
                headers: [{ id: 'h1', key: 'Authorization', value: 'Bearer {{Key}}' }, { id: 'h2', key: 'X-Trace', value: 'visible' }],
                body: '{"password": "{{Key}}", "name": "Ada"}',
              },
              isCustomBody: true,
            },
          }),
          block('ai', 'OpenAI', {
            options: {
              credentialsId: 'openai',
              model: 'gpt-test',
              messages: [{ id: 'm1', role: 'system', content: 'Be brief' }, { id: 'm2', role: 'user', content: 'How are you?' }],
              responseMapping: [{ id: 'r1', variableId: 'answer' }],
            },
          }),
        ]),
      ],
      startGroupId: 'g1',
    })
    const result = await preview(bot, { breakpoints: [] }, ports)
    const [webhook, ai] = result.debug!.trace
    const [exchange] = webhook.http!
    expect(exchange.method).toBe('POST')
    expect(exchange.url).toBe('https://api.example.com/items?api_key=%5Bredacted%5D&page=2')
    expect(exchange.requestHeaders).toMatchObject({ Authorization: '[redacted]', 'X-Trace': 'visible' })
    expect(JSON.parse(exchange.requestBody!)).toEqual({ password: '[redacted]', name: 'Ada' })
    expect(exchange.status).toBe(200)
    expect(JSON.parse(exchange.responseBody!)).toEqual({ ok: true, token: '[redacted]', echo: '[redacted]' })
    expect(webhook.summary).toBe('POST https://api.example.com/items?api_key=%5Bredacted%5D&page=2 → 200')

    expect(ai.ai).toEqual({ prompt: [{ role: 'system', content: 'Be brief' }, { role: 'user', content: 'How are you?' }], answer: 'Fine, thanks' })
    expect(ai.variables).toEqual([{ id: 'answer', name: 'Answer', before: null, after: 'Fine, thanks' }])
    // The credential value the block read never shows, wherever it was.
    expect(JSON.stringify(result.debug)).not.toContain('sk-very-secret-key')
    // A value sent as a secret (by header, query or body key) is blanked in the trace; the variables table shows the author's own values.
    expect(JSON.stringify(result.debug!.trace)).not.toContain('hunter22')
  })

  it('sends the newest 300 entries of a turn that loops until the walk is cut', async () => {
    const loop = makeBot({
      variables: [variable('n', 'N', '0')],
      groups: [group('g1', [block('inc', 'Set variable', { options: { variableId: 'n', expressionToEvaluate: '{{N}} + 1' }, outgoingEdgeId: 'e-loop' })])],
      edges: [edge('e-loop', { blockId: 'inc' }, 'g1')],
      startGroupId: 'g1',
    })
    const result = await preview(loop)
    const trace = result.debug!.trace
    expect(trace).toHaveLength(300)
    expect(trace.at(-1)?.step).toBe(1000)
    expect(result.response.logs?.some((log) => log.description.includes('too many blocks'))).toBe(true)
  })

  it('keeps live chats and previews without debug free of traces', async () => {
    expect((await start(flowBot())).debug).toBeUndefined()
    expect((await start(flowBot(), { isPreview: true })).debug).toBeUndefined()
    expect((await start(flowBot(), { isPreview: false, debug: { breakpoints: ['hello'] } })).state.debug).toBeUndefined()
  })
})

describe('preview debugger: breakpoints and stepping', () => {
  it('pauses before a breakpoint block, then continue runs it and goes to the next input', async () => {
    const first = await preview(flowBot(), { breakpoints: ['ask'] })
    expect(texts(first)).toEqual(['Hello'])
    expect(first.response.input).toBeUndefined()
    expect(first.debug?.pausedAt).toEqual({ blockId: 'ask', groupId: 'g1' })
    expect(first.debug?.trace.map((entry) => entry.blockId)).toEqual(['hello'])
    const resumed = await send(first, undefined, { breakpoints: ['ask'], action: 'continue' })
    expect(resumed.debug?.pausedAt).toBeUndefined()
    expect(resumed.response.input?.id).toBe('ask')
    expect(resumed.debug?.trace.map((entry) => entry.blockId)).toEqual(['ask'])
  })

  it('steps one block at a time, then continue runs to the end', async () => {
    const first = await preview(flowBot(), { breakpoints: ['set'] })
    const answered = await send(first, 'Ada')
    expect(answered.debug?.pausedAt).toEqual({ blockId: 'set', groupId: 'g1' })
    expect(answered.debug?.variables.find((v) => v.name === 'Greeting')?.value).toBeNull()

    const stepped = await send(answered, undefined, { breakpoints: ['set'], action: 'step' })
    expect(stepped.debug?.trace.map((entry) => entry.blockId)).toEqual(['set'])
    expect(stepped.debug?.pausedAt).toEqual({ blockId: 'cond', groupId: 'g1' })
    expect(stepped.debug?.variables.find((v) => v.name === 'Greeting')?.value).toBe('Hi Ada')
    expect(stepped.debug?.mode).toBe('step')

    const again = await send(stepped, undefined, { breakpoints: ['set'], action: 'step' })
    expect(again.debug?.trace.map((entry) => entry.blockId)).toEqual(['cond'])
    expect(again.debug?.pausedAt).toEqual({ blockId: 'y', groupId: 'yes' })

    const finished = await send(again, undefined, { breakpoints: ['set'], action: 'continue' })
    expect(finished.debug?.pausedAt).toBeUndefined()
    expect(texts(finished)).toEqual(['yes Hi Ada'])
    expect(finished.state.pending).toBeUndefined()
  })

  it('takes the breakpoints each turn sends: one removed meanwhile no longer pauses', async () => {
    const first = await preview(flowBot(), { breakpoints: ['set', 'y'] })
    const answered = await send(first, 'Ada', { breakpoints: ['y'] })
    expect(answered.debug?.pausedAt).toEqual({ blockId: 'y', groupId: 'yes' })
  })

  it('can start paused on the first block with a step', async () => {
    const first = await preview(flowBot(), { breakpoints: [], action: 'step' })
    expect(first.response.messages).toEqual([])
    expect(first.debug?.pausedAt).toEqual({ blockId: 'hello', groupId: 'g1' })
  })
})
