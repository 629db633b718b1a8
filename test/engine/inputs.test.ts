import { describe, expect, it } from 'vitest'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'

const askBot = (input: ReturnType<typeof block>, extra: Parameters<typeof makeBot>[0]['variables'] = []) =>
  makeBot({
    variables: [variable('v1', 'Answer'), ...extra],
    groups: [group('g1', [text('b0', 'Question?'), input, text('b9', 'Got {{Answer}}')], 'Ask')],
    startGroupId: 'g1',
  })

describe('inputs', () => {
  it('stops at an input and continues with the next block after a valid answer', async () => {
    const bot = askBot(block('in', 'text input', { options: { variableId: 'v1' } }))
    const first = await start(bot)
    expect(texts(first)).toEqual(['Question?'])
    expect(first.response.input).toMatchObject({ id: 'in', type: 'text input' })
    expect(first.isSessionEnded).toBe(false)
    const second = await reply(first, 'Hello')
    expect(texts(second)).toEqual(['Got Hello'])
    expect(second.response.input).toBeUndefined()
    expect(second.effects[0].answers).toEqual([{ blockId: 'in', groupId: 'g1', variableId: 'v1', content: 'Hello' }])
    expect(second.isSessionEnded).toBe(true)
  })

  it.each([
    ['email input', 'Ada@Example.COM', 'ada@example.com'],
    ['url input', ' https://example.com ', 'https://example.com'],
    ['phone number input', '+33 6 12 34 56 78', '+33612345678'],
    ['number input', '1,5', '1.5'],
    ['time input', '9:05', '09:05'],
    ['rating input', '7', '7'],
    ['date input', '2024-01-02', '02/01/2024'],
  ])('saves a valid %s answer in its normalised form', async (type, sent, stored) => {
    const result = await reply(await start(askBot(block('in', type, { options: { variableId: 'v1' } }))), sent)
    expect(texts(result)).toEqual([`Got ${stored}`])
    if (sent !== stored) expect(result.response.lastMessageNewFormat).toBe(stored)
  })

  it.each([
    ['email input', "That email address doesn't look right. Could you enter it again?"],
    ['url input', "That link doesn't look right. Could you enter it again?"],
    ['phone number input', "That phone number doesn't look right. Could you enter it again?"],
    ['number input', "That answer isn't valid. Please try again."],
    ['date input', "That answer isn't valid. Please try again."],
  ])('asks a %s again with its default retry text after an invalid answer', async (type, retry) => {
    const first = await start(askBot(block('in', type, { options: { variableId: 'v1' } })))
    const second = await reply(first, 'not valid at all')
    expect(second.response.messages).toEqual([{ id: 'in', type: 'text', content: { type: 'richText', richText: [{ type: 'p', children: [{ text: retry }] }] } }])
    expect(second.response.input).toMatchObject({ id: 'in' })
    expect(second.effects[0].answers).toEqual([])
    expect(valueOf(second, 'Answer')).toBeUndefined()
    const third = await reply(second, type === 'number input' ? '3' : type === 'date input' ? '2024-01-02' : type === 'email input' ? 'a@b.co' : type === 'url input' ? 'example.com' : '+14155552671')
    expect(third.response.input).toBeUndefined()
  })

  it.each([
    ['time input', {}, '25:99'],
    ['rating input', {}, '99'],
    ['file input', {}, 'not a link'],
    ['choice input', { items: [{ id: 'i1', content: 'Yes' }] }, 'Maybe'],
    ['picture choice input', { items: [{ id: 'i1', title: 'Cat', pictureSrc: 'https://img/cat.png' }] }, 'Dog'],
    ['cards', { items: [{ id: 'c1', title: 'Card', paths: [{ id: 'p1', text: 'Go' }] }] }, 'Nothing'],
  ])('asks a %s again with the invalid message after an answer that does not fit', async (type, fields, sent) => {
    const second = await reply(await start(askBot(block('in', type, { ...fields, options: { variableId: 'v1' } }))), sent)
    expect(texts(second)).toEqual(["That answer isn't valid. Please try again."])
    expect(second.response.input).toMatchObject({ id: 'in', type })
  })

  it('sends the retry text as markdown when the turn asks for markdown', async () => {
    const first = await start(askBot(block('in', 'number input')))
    const second = await reply(first, 'abc', undefined, 'markdown')
    expect(second.response.messages[0].content).toEqual({ type: 'markdown', markdown: "That answer isn't valid. Please try again." })
  })

  it('uses the input retry text and the bot invalid message, templated', async () => {
    const email = askBot(block('in', 'email input', { options: { variableId: 'v1', retryMessageContent: 'Oops {{Who}}' } }), [variable('v2', 'Who', 'Ada')])
    expect(texts(await reply(await start(email), 'nope'))).toEqual(['Oops Ada'])
    const number = makeBot({
      variables: [variable('v2', 'Who', 'Bob')],
      settings: { general: { systemMessages: { invalidMessage: 'Try again {{Who}}' } } },
      groups: [group('g1', [block('in', 'number input')])],
      startGroupId: 'g1',
    })
    expect(texts(await reply(await start(number), 'abc'))).toEqual(['Try again Bob'])
  })

  it('follows the edge of the matched choice item, else the block edge', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Pick')],
      groups: [
        group('g1', [
          block('in', 'choice input', {
            items: [
              { id: 'i1', content: 'Red', outgoingEdgeId: 'e1' },
              { id: 'i2', content: 'Blue', value: 'blue-value' },
            ],
            options: { variableId: 'v1' },
            outgoingEdgeId: 'e2',
          }),
        ]),
        group('red', [text('r', 'Red branch')]),
        group('other', [text('o', 'Other branch {{Pick}}')]),
      ],
      edges: [edge('e1', { blockId: 'in', itemId: 'i1' }, 'red'), edge('e2', { blockId: 'in' }, 'other')],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    expect(texts(await reply(first, 'Red'))).toEqual(['Red branch'])
    const blue = await reply(first, { type: 'text', text: 'Blue', metadata: { replyId: 'i2' } })
    expect(texts(blue)).toEqual(['Other branch blue-value'])
    expect(blue.effects[0].visitedEdgeIds).toEqual(['e2'])
  })

  it('hides choice items whose display condition is false and templates their text', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Show', 'no'), variable('v2', 'Label', 'Yes')],
      groups: [
        group('g1', [
          block('in', 'choice input', {
            items: [
              { id: 'i1', content: '{{Label}}!' },
              {
                id: 'i2',
                content: 'Hidden',
                displayCondition: { isEnabled: true, condition: { comparisons: [{ id: 'c', variableId: 'v1', comparisonOperator: 'Equal to', value: 'yes' }] } },
              },
            ],
          }),
        ]),
      ],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    const input = result.response.input
    expect(input?.type === 'choice input' && input.items.map((item) => item.content)).toEqual(['Yes!'])
    expect((await reply(result, 'Hidden')).response.input).toBeDefined()
  })

  it('replaces choice items by the distinct values of a dynamic list variable', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Options', ['A', 'B', 'A', '', null]), variable('v2', 'Pick')],
      groups: [group('g1', [block('in', 'choice input', { items: [{ id: 'i1', content: 'static' }], options: { dynamicVariableId: 'v1', variableId: 'v2' } }), text('t', '{{Pick}}')])],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    expect(first.response.input).toMatchObject({ items: [{ id: 'choice0', content: 'A' }, { id: 'choice1', content: 'B' }] })
    expect(texts(await reply(first, 'B'))).toEqual(['B'])
  })

  it('joins the answers of a multiple choice and leaves by the block edge', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Picks')],
      groups: [
        group('g1', [
          block('in', 'choice input', {
            items: [{ id: 'i1', content: 'Tea', outgoingEdgeId: 'e1' }, { id: 'i2', content: 'Coffee' }],
            options: { variableId: 'v1', isMultipleChoice: true },
          }),
          text('t', 'You chose {{Picks}}'),
        ]),
        group('g2', [text('x', 'item edge')]),
      ],
      edges: [edge('e1', { blockId: 'in', itemId: 'i1' }, 'g2')],
      startGroupId: 'g1',
    })
    expect(texts(await reply(await start(bot), 'Coffee, Tea'))).toEqual(['You chose Tea, Coffee'])
  })

  it('builds dynamic picture choice items and matches them by title', async () => {
    const bot = makeBot({
      variables: [variable('p', 'Pics', ['https://a/1.png', 'https://a/2.png']), variable('t', 'Titles', ['One']), variable('v', 'Pick')],
      groups: [
        group('g1', [
          block('in', 'picture choice input', {
            items: [],
            options: { variableId: 'v', dynamicItems: { isEnabled: true, pictureSrcsVariableId: 'p', titlesVariableId: 't' } },
          }),
          text('x', '{{Pick}}'),
        ]),
      ],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    expect(first.response.input).toMatchObject({
      items: [
        { id: '0', pictureSrc: 'https://a/1.png', title: 'One', description: '' },
        { id: '1', pictureSrc: 'https://a/2.png', title: '', description: '' },
      ],
    })
    expect(texts(await reply(first, 'One'))).toEqual(['One'])
  })

  it('expands dynamic cards, follows the clicked path edge and writes mapped fields', async () => {
    const bot = makeBot({
      variables: [
        variable('titles', 'Titles', ['Alpha', 'Beta']),
        variable('v', 'Card'),
        variable('btn', 'Button'),
        variable('img', 'Image', 'https://img/x.png'),
      ],
      groups: [
        group('g1', [
          block('in', 'cards', {
            items: [{ id: 'c1', title: '{{Titles}}', imageUrl: '{{Image}}', paths: [{ id: 'p1', text: 'Pick', outgoingEdgeId: 'e1' }] }],
            options: { variableId: 'v', saveResponseMapping: [{ field: 'Button', variableId: 'btn' }] },
          }),
        ]),
        group('g2', [text('x', '{{Card}} via {{Button}}')]),
      ],
      edges: [edge('e1', { blockId: 'in', itemId: 'c1', pathId: 'p1' }, 'g2')],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    expect(first.response.input).toMatchObject({
      items: [
        { id: 'dynamic-card-0', title: 'Alpha', imageUrl: 'https://img/x.png', paths: [{ id: 'dynamic-card-0-path-0', text: 'Pick' }] },
        { id: 'dynamic-card-1', title: 'Beta', paths: [{ id: 'dynamic-card-1-path-0' }] },
      ],
    })
    const second = await reply(first, { type: 'text', text: 'Pick', metadata: { replyId: 'dynamic-card-1-path-0' } })
    expect(texts(second)).toEqual(['Beta via Pick'])
  })

  it('cuts date bounds and resolves number bounds for display, and pre-fills from the variable', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Answer', 'previous'), variable('m', 'Max', '10'), variable('d', 'Min', '2024-01-02T10:20:30Z')],
      groups: [
        group('g1', [block('in', 'date input', { options: { variableId: 'v1', min: '{{Min}}', hasTime: false } })]),
        group('g2', [block('num', 'number input', { options: { max: '{{Max}}', min: 'x' } })]),
      ],
      startGroupId: 'g1',
    })
    const date = await start(bot)
    expect(date.response.input).toMatchObject({ options: { min: '2024-01-02' }, prefilledValue: 'previous' })
    const numberBot = { ...bot, edges: [edge('start-edge', { eventId: 'start' }, 'g2')] }
    const number = await start(numberBot)
    expect(number.response.input?.options).toEqual({ max: 10 })
  })

  it('stores a text answer with attachments and an audio answer in their own variables', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Text'), variable('files', 'Files', ['old']), variable('audio', 'Audio')],
      groups: [
        group('g1', [
          block('in', 'text input', {
            options: { variableId: 'v1', attachments: { isEnabled: true, saveVariableId: 'files' }, audioClip: { isEnabled: true, saveVariableId: 'audio' } },
          }),
          block('in2', 'text input', { options: { variableId: 'v1', audioClip: { isEnabled: true, saveVariableId: 'audio' } } }),
        ]),
      ],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    const second = await reply(first, { type: 'text', text: 'see files', attachedFileUrls: ['https://f.example/a.pdf', 'https://f.example/b.pdf'] })
    expect(valueOf(second, 'Files')).toEqual(['old', 'https://f.example/a.pdf', 'https://f.example/b.pdf'])
    expect(second.effects[0].answers[0]).toMatchObject({ content: 'see files', attachedFileUrls: ['https://f.example/a.pdf', 'https://f.example/b.pdf'] })
    const third = await reply(second, { type: 'audio', url: 'https://f.example/voice.webm' })
    expect(valueOf(third, 'Audio')).toBe('https://f.example/voice.webm')
    expect(valueOf(third, 'Text')).toBe('see files')
  })

  it('appends an answer to a variable that holds a list', async () => {
    const bot = askBot(block('in', 'text input', { options: { variableId: 'v1' } }))
    bot.variables[0].value = ['first']
    expect(valueOf(await reply(await start(bot), 'second'), 'Answer')).toEqual(['first', 'second'])
  })

  it('lets a file input that is not required be skipped', async () => {
    const bot = askBot(block('in', 'file input', { options: { variableId: 'v1', isRequired: false } }))
    const skipped = await reply(await start(bot), undefined)
    expect(texts(skipped)).toEqual(['Got '])
    expect(skipped.effects[0].answers).toEqual([])
    expect(skipped.effects[0].hasStarted).toBe(false)
  })

  it('accepts uploaded file URLs of a trusted host', async () => {
    const bot = askBot(block('in', 'file input', { options: { variableId: 'v1' } }))
    const first = await start(bot, { trustedFileHosts: ['uploads.local'] })
    const { continueChat } = await import('../../src/server/engine')
    const { fakePorts } = await import('./support/fakePorts')
    const second = await continueChat(
      { state: first.state, message: { type: 'text', text: 'http://uploads.local/f/a.png' }, trustedFileHosts: ['uploads.local'] },
      fakePorts(),
    )
    expect(second.response.messages.length).toBe(1)
    expect(second.effects[0].answers[0].content).toBe('http://uploads.local/f/a.png')
  })
})
