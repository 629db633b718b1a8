import { describe, expect, it } from 'vitest'
import { ChatInputError, maxStepsPerTurn } from '../../src/server/engine'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'

/** Two groups: a name question, then a choice leading to a last text. */
const twoStepBot = () =>
  makeBot({
    variables: [variable('n', 'Name'), variable('c', 'Color')],
    groups: [
      group('g1', [block('in1', 'text input', { options: { variableId: 'n' } }), text('b1', 'Hi {{Name}}', { outgoingEdgeId: 'e1' })]),
      group('g2', [block('in2', 'choice input', { items: [{ id: 'red', content: 'Red' }], options: { variableId: 'c' } }), text('b2', 'Bye')]),
    ],
    edges: [edge('e1', { blockId: 'b1' }, 'g2')],
    startGroupId: 'g1',
  })

describe('starting a chat', () => {
  it('ends at once with no messages when the start event has no edge', async () => {
    const result = await start(makeBot({ groups: [group('g1', [text('b', 'never')])] }))
    expect(result.response).toEqual({ messages: [] })
    expect(result.isSessionEnded).toBe(true)
    expect(result.effects).toMatchObject([{ resultId: 'result1', hasStarted: false, isCompleted: false, visitedEdgeIds: [] }])
  })

  it('answers the first input with the start message when nothing was shown before it', async () => {
    const result = await start(twoStepBot(), { message: { type: 'text', text: 'Ada' } })
    expect(texts(result)).toEqual(['Hi Ada'])
    expect(result.response.input).toMatchObject({ id: 'in2' })
    expect(result.effects[0]).toMatchObject({ hasStarted: true, answers: [{ blockId: 'in1', content: 'Ada' }] })
  })

  it('ignores the start message when a bubble came first or the input is a choice', async () => {
    const bubbleFirst = makeBot({ groups: [group('g1', [text('b0', 'Hello'), block('in', 'text input')])], startGroupId: 'g1' })
    const ignored = await start(bubbleFirst, { message: { type: 'text', text: 'Ada' } })
    expect(texts(ignored)).toEqual(['Hello'])
    expect(ignored.effects[0].answers).toEqual([])
    const choiceFirst = makeBot({ groups: [group('g1', [block('in', 'choice input', { items: [{ id: 'i', content: 'A' }] })])], startGroupId: 'g1' })
    expect((await start(choiceFirst, { message: { type: 'text', text: 'A' } })).effects[0].answers).toEqual([])
  })

  it('applies prefilled variables by name, normalised, ignoring unknown names', async () => {
    const bot = makeBot({ variables: [variable('n', 'Name'), variable('a', 'Age')], groups: [group('g1', [text('b', '{{Name}} {{Age}}')])], startGroupId: 'g1' })
    const result = await start(bot, { prefilledVariables: { Name: 'Ada', Age: 36, Unknown: 'x' } })
    expect(texts(result)).toEqual(['Ada 36'])
    expect(result.effects[0].variables).toEqual([
      { id: 'n', name: 'Name', value: 'Ada' },
      { id: 'a', name: 'Age', value: '36' },
    ])
  })

  it('only registers the session with isOnlyRegistering and starts the flow on the first continueChat', async () => {
    const registered = await start(twoStepBot(), { isOnlyRegistering: true, prefilledVariables: { Name: 'Pre' } })
    expect(registered.response).toEqual({ messages: [] })
    expect(registered.effects).toEqual([])
    expect(registered.isSessionEnded).toBe(false)
    const first = await reply(registered, 'Ada')
    expect(texts(first)).toEqual(['Hi Ada'])
    expect(first.effects[0]).toMatchObject({ resultId: 'result1', hasStarted: true })
  })

  it('resumes a remembered result: same id, its variables, and its answers in the answer map', async () => {
    const bot = makeBot({
      variables: [variable('n', 'Name')],
      groups: [group('g1', [text('b', 'Welcome back {{Name}}'), block('wh', 'Webhook', { options: { webhook: { url: 'https://hook.example' } } })])],
      startGroupId: 'g1',
    })
    const { fakePorts } = await import('./support/fakePorts')
    const ports = fakePorts()
    bot.groups.push(group('old', [block('in', 'text input')], 'Old question'))
    const result = await start(
      bot,
      { resultId: 'remembered', resumed: { variables: [{ id: 'n', name: 'Name', value: 'Ada' }], answers: [{ blockId: 'in', content: 'yes' }] } },
      ports,
    )
    expect(texts(result)).toEqual(['Welcome back Ada'])
    expect(result.state.resultId).toBe('remembered')
    expect(result.effects[0]).toMatchObject({ resultId: 'remembered', hasStarted: true })
    expect(JSON.parse(ports.httpRequests[0].body ?? '')).toMatchObject({ 'Old question': 'yes', Name: 'Ada' })
  })

  it('adds the sanitised custom head code as the first action of a live chat only', async () => {
    const bot = makeBot({
      settings: { metadata: { customHeadCode: 'text <meta name="x" content="y">\n<script>var a = 1 < 2</script> more' } },
      groups: [group('g1', [text('b', 'hi'), block('r', 'Redirect', { options: { url: 'example.com' } })])],
      startGroupId: 'g1',
    })
    const live = await start(bot)
    expect(live.response.clientSideActions?.[0]).toEqual({
      type: 'startPropsToInject',
      startPropsToInject: { customHeadCode: '<meta name="x" content="y">\n<script>var a = 1 < 2</script>' },
    })
    const preview = await start(bot, { isPreview: true })
    expect(preview.response.clientSideActions?.map((action) => action.type)).toEqual(['redirect'])
    expect(preview.response.logs).toMatchObject([{ status: 'info' }])
  })

  it('resolves theme parts that follow a variable on every response', async () => {
    const bot = makeBot({
      variables: [variable('a', 'Avatar', 'https://img/1.png')],
      theme: { chat: { hostAvatar: { url: '{{Avatar}}' } }, general: { background: { type: 'Image', content: 'https://static/bg.png' } } },
      groups: [group('g1', [block('in', 'text input', { options: { variableId: 'a' } })])],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    expect(first.response.dynamicTheme).toEqual({ hostAvatarUrl: 'https://img/1.png' })
    expect((await reply(first, 'https://img/2.png')).response.dynamicTheme).toEqual({ hostAvatarUrl: 'https://img/2.png' })
  })
})

describe('preview', () => {
  it('starts from a group or an event and refuses unknown ids', async () => {
    const bot = twoStepBot()
    bot.events.push({ id: 'ev', type: 'command', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'ev-edge', options: { command: 'x' } })
    bot.edges.push(edge('ev-edge', { eventId: 'ev' }, 'g2'))
    const fromGroup = await start(bot, { isPreview: true, startFrom: { type: 'group', groupId: 'g2' } })
    expect(fromGroup.response.input).toMatchObject({ id: 'in2' })
    const fromEvent = await start(bot, { isPreview: true, startFrom: { type: 'event', eventId: 'ev' } })
    expect(fromEvent.response.input).toMatchObject({ id: 'in2' })
    expect(fromEvent.state.previewHistory?.visitedEdgeIds).toEqual(['ev-edge'])
    await expect(start(bot, { isPreview: true, startFrom: { type: 'group', groupId: 'nope' } })).rejects.toBeInstanceOf(ChatInputError)
    await expect(start(bot, { isPreview: true, startFrom: { type: 'event', eventId: 'nope' } })).rejects.toBeInstanceOf(ChatInputError)
  })

  it('keeps answers and visited edges in the session and restarts when nothing is pending', async () => {
    const first = await start(twoStepBot(), { isPreview: true })
    const second = await reply(await reply(first, 'Ada'), 'Red')
    expect(texts(second)).toEqual(['Bye'])
    expect(second.isSessionEnded).toBe(false)
    expect(second.state.previewHistory).toEqual({
      answers: [
        { blockId: 'in1', content: 'Ada' },
        { blockId: 'in2', content: 'Red' },
      ],
      visitedEdgeIds: ['start-edge', 'e1'],
    })
    const restarted = await reply(second, undefined)
    expect(restarted.response.input).toMatchObject({ id: 'in1' })
  })
})

describe('results', () => {
  it('records visited edges in order and sets hasStarted and isCompleted', async () => {
    const first = await start(twoStepBot())
    expect(first.effects[0]).toMatchObject({ visitedEdgeIds: ['start-edge'], hasStarted: false, isCompleted: false })
    const second = await reply(first, 'Ada')
    expect(second.effects[0]).toMatchObject({ visitedEdgeIds: ['e1'], hasStarted: true, isCompleted: false })
    const third = await reply(second, 'Red')
    expect(third.effects[0]).toMatchObject({ visitedEdgeIds: [], hasStarted: true, isCompleted: true })
    expect(third.effects[0].variables).toEqual([
      { id: 'n', name: 'Name', value: 'Ada' },
      { id: 'c', name: 'Color', value: 'Red' },
    ])
    expect(third.isSessionEnded).toBe(true)
  })

  it('does not complete a run without answers', async () => {
    const result = await start(makeBot({ groups: [group('g1', [text('b', 'hi')])], startGroupId: 'g1' }))
    expect(result.effects[0]).toMatchObject({ isCompleted: false })
    expect(result.isSessionEnded).toBe(true)
  })

  it('answers a live session that already ended with nothing', async () => {
    const ended = await start(makeBot({ groups: [group('g1', [text('b', 'hi')])], startGroupId: 'g1' }))
    const again = await reply(ended, 'hello')
    expect(again.response).toEqual({ messages: [] })
    expect(again.isSessionEnded).toBe(true)
  })
})

describe('progress', () => {
  it('reports answered inputs against the inputs still reachable, and 100 at the end', async () => {
    const bot = twoStepBot()
    bot.theme = { general: { progressBar: { isEnabled: true } } }
    const first = await start(bot)
    expect(first.response.progress).toBeCloseTo((1 / 3) * 100)
    const second = await reply(first, 'Ada')
    expect(second.response.progress).toBeCloseTo((2 / 3) * 100)
    expect((await reply(second, 'Red')).response.progress).toBe(100)
  })

  it('is absent when disabled and forced by the preview override', async () => {
    expect((await start(twoStepBot())).response.progress).toBeUndefined()
    expect((await start(twoStepBot(), { isPreview: true, isProgressBarEnabled: true })).response.progress).toBeCloseTo(100 / 3)
  })
})

describe('robustness', () => {
  it('skips an unsupported block with a log and follows its edge', async () => {
    const bot = makeBot({
      groups: [group('g1', [block('p', 'Zemantic AI', { options: { anything: 1 }, outgoingEdgeId: 'e1' }), text('x', 'not this')]), group('g2', [text('y', 'next')])],
      edges: [edge('e1', { blockId: 'p' }, 'g2')],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(texts(result)).toEqual(['next'])
    expect(result.response.logs).toMatchObject([{ status: 'info', description: expect.stringContaining('Zemantic AI') }])
  })

  it('cuts an endless loop with an error log and ends the flow with what it produced', async () => {
    const bot = makeBot({
      variables: [variable('n', 'N', '0')],
      groups: [group('g1', [block('s', 'Set variable', { options: { variableId: 'n', type: 'Environment name' } }), block('j', 'Jump', { options: { groupId: 'g1' } })])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(result.response.logs).toMatchObject([{ status: 'error', description: expect.stringContaining('too many blocks') }])
    expect(result.isSessionEnded).toBe(true)
    expect(maxStepsPerTurn).toBe(1000)
    expect(valueOf(result, 'N')).toBe('web')
  })

  it('treats an edge to a missing group as absent', async () => {
    const bot = makeBot({
      groups: [group('g1', [text('a', 'one', { outgoingEdgeId: 'broken' }), text('b', 'two')])],
      edges: [edge('broken', { blockId: 'a' }, 'ghost')],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(texts(result)).toEqual(['one', 'two'])
    expect(result.effects[0].visitedEdgeIds).toEqual(['start-edge'])
  })
})
