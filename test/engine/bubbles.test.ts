import { describe, expect, it } from 'vitest'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'

describe('bubbles', () => {
  it('sends text bubbles in order with their variables resolved', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Name', 'Ada')],
      groups: [group('g1', [text('b1', 'Hello {{Name}}'), text('b2', 'Bye')])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(texts(result)).toEqual(['Hello Ada', 'Bye'])
    expect(result.response.messages[0]).toMatchObject({ id: 'b1', type: 'text', content: { type: 'richText' } })
  })

  it('sends text bubbles as markdown when asked', async () => {
    const bot = makeBot({
      groups: [
        group('g1', [
          block('b1', 'text', {
            content: { richText: [{ type: 'p', children: [{ text: 'Bold', bold: true }, { text: ' and plain' }] }] },
          }),
        ]),
      ],
      startGroupId: 'g1',
    })
    const result = await start(bot, { textBubbleContentFormat: 'markdown' })
    expect(result.response.messages[0].content).toEqual({ type: 'markdown', markdown: '**Bold** and plain' })
  })

  it('skips a bubble without content and sends an empty rich text for a text without richText', async () => {
    const bot = makeBot({
      groups: [group('g1', [block('b1', 'image'), block('b2', 'text', { content: {} })])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(result.response.messages).toEqual([{ id: 'b2', type: 'text', content: { type: 'richText', richText: [] } }])
  })

  it('resolves image URLs and click links', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Pic', 'https://img.example.com/a.png')],
      groups: [group('g1', [block('b1', 'image', { content: { url: '{{Pic}}', clickLink: { url: 'https://x.example', alt: 'A {{Pic}}' } } })])],
      startGroupId: 'g1',
    })
    const [message] = (await start(bot)).response.messages
    expect(message).toEqual({
      id: 'b1',
      type: 'image',
      content: { url: 'https://img.example.com/a.png', clickLink: { url: 'https://x.example', alt: 'A https://img.example.com/a.png' } },
    })
  })

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/abc_123', 'youtube', 'abc_123'],
    ['https://youtu.be/xyz-9', 'youtube', 'xyz-9'],
    ['https://vimeo.com/123456', 'vimeo', '123456'],
    ['https://www.tiktok.com/@someone/video/7123', 'tiktok', '7123'],
    ['https://gumlet.tv/watch/abc123', 'gumlet', 'abc123'],
    ['https://cdn.example.com/movie.mp4', 'url', undefined],
  ])('classifies the video URL %s as %s', async (url, type, id) => {
    const bot = makeBot({
      variables: [variable('v1', 'Url', url), variable('v2', 'H', '250')],
      groups: [group('g1', [block('b1', 'video', { content: { url: '{{Url}}', type: 'url', id: 'stale', height: '{{H}}' } })])],
      startGroupId: 'g1',
    })
    const [message] = (await start(bot)).response.messages
    expect(message.content).toEqual({ url, type, ...(id ? { id } : {}), height: 250 })
  })

  it('drops a video height whose variable is not a number', async () => {
    const bot = makeBot({
      variables: [variable('v2', 'H', 'tall')],
      groups: [group('g1', [block('b1', 'video', { content: { url: 'https://cdn.example.com/a.mp4', height: '{{H}}' } })])],
      startGroupId: 'g1',
    })
    const [message] = (await start(bot)).response.messages
    expect(message.content).not.toHaveProperty('height')
  })

  it('sends audio bubbles with their URL resolved', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Track', 'https://a.example/t.mp3')],
      groups: [group('g1', [block('b1', 'audio', { content: { url: '{{Track}}', isAutoplayEnabled: false } })])],
      startGroupId: 'g1',
    })
    const [message] = (await start(bot)).response.messages
    expect(message).toEqual({ id: 'b1', type: 'audio', content: { url: 'https://a.example/t.mp3', isAutoplayEnabled: false } })
  })

  it('stops after an embed that waits for an event and stores the event data from the next message', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Data')],
      groups: [
        group('g1', [
          block('b1', 'embed', {
            content: { url: 'https://cal.example', height: 300, waitForEvent: { isEnabled: true, name: 'booked', saveDataInVariableId: 'v1' } },
          }),
          text('b2', 'Booked: {{Data}}'),
        ]),
      ],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    expect(first.response.messages).toHaveLength(1)
    expect(first.response.messages[0].content).toMatchObject({ url: 'https://cal.example', height: 300 })
    expect(first.response.input).toBeUndefined()
    expect(first.isSessionEnded).toBe(false)
    const second = await reply(first, '{"slot":"10:00"}')
    expect(texts(second)).toEqual(['Booked: {"slot":"10:00"}'])
    expect(valueOf(second, 'Data')).toBe('{"slot":"10:00"}')
    expect(second.isSessionEnded).toBe(true)
  })

  it('follows a block edge set on a bubble in the middle of a group', async () => {
    const bot = makeBot({
      groups: [group('g1', [text('b1', 'one', { outgoingEdgeId: 'e1' }), text('b2', 'skipped')]), group('g2', [text('b3', 'two')])],
      edges: [edge('e1', { blockId: 'b1' }, 'g2')],
      startGroupId: 'g1',
    })
    expect(texts(await start(bot))).toEqual(['one', 'two'])
  })
})
