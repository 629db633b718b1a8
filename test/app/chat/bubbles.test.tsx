import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/testServer'
import { textBlock } from '../../support/sampleBots'
import { createDraft, renderChat, waitForText } from './support/chatKit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('the chat shows every bubble type', () => {
  it('renders rich text safely, images with their link, videos by service, audio and embeds', async () => {
    const botId = await createDraft(server, [
      {
        id: 'rich',
        type: 'text',
        content: {
          richText: [
            { type: 'p', children: [{ text: 'Hello ' }, { text: 'bold', bold: true }, { text: ' and ' }, { text: 'italic', italic: true }] },
            { type: 'p', children: [{ type: 'a', url: 'https://example.com/docs', children: [{ text: 'the docs' }] }, { text: ' <img src=x onerror=alert(1)>' }] },
            { type: 'p', children: [{ type: 'a', url: 'javascript:alert(1)', children: [{ text: 'not a link' }] }] },
          ],
        },
      },
      { id: 'img', type: 'image', content: { url: 'https://example.com/cat.png', clickLink: { url: 'https://example.com/cats', alt: 'A cat' } } },
      { id: 'yt', type: 'video', content: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      { id: 'vimeo', type: 'video', content: { url: 'https://vimeo.com/123456' } },
      { id: 'tiktok', type: 'video', content: { url: 'https://www.tiktok.com/@someone/video/7212345678901234567' } },
      { id: 'gumlet', type: 'video', content: { url: 'https://gumlet.tv/watch/abc123def' } },
      { id: 'mp4', type: 'video', content: { url: 'https://example.com/clip.mp4', isAutoplayEnabled: false } },
      { id: 'audio', type: 'audio', content: { url: 'https://example.com/hello.mp3', isAutoplayEnabled: false } },
      { id: 'embed', type: 'embed', content: { url: 'https://example.com/widget', height: 250 } },
      textBlock('end', 'The end'),
    ])
    const { inside, chat } = renderChat(server, botId)
    await waitForText(inside, 'The end')

    const rich = inside().querySelector('[data-block-id="rich"] .bbc-rich')!
    expect(rich.querySelector('strong')?.textContent).toBe('bold')
    expect(rich.querySelector('em')?.textContent).toBe('italic')
    expect(chat().getByRole('link', { name: 'the docs' })).toHaveProperty('href', 'https://example.com/docs')
    expect(rich.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(rich.querySelector('img')).toBeNull()
    expect(chat().queryByRole('link', { name: 'not a link' })).toBeNull()

    const image = chat().getByRole('img', { name: 'A cat' })
    expect(image.getAttribute('src')).toBe('https://example.com/cat.png')
    expect(image.closest('a')?.getAttribute('href')).toBe('https://example.com/cats')

    const frameOf = (id: string) => inside().querySelector(`[data-block-id="${id}"] iframe`)?.getAttribute('src') ?? ''
    expect(frameOf('yt')).toMatch(/^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?/)
    expect(frameOf('vimeo')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/123456\?/)
    expect(frameOf('tiktok')).toBe('https://www.tiktok.com/embed/v2/7212345678901234567')
    expect(frameOf('gumlet')).toMatch(/^https:\/\/play\.gumlet\.io\/embed\/abc123def/)
    const video = inside().querySelector('[data-block-id="mp4"] video')!
    expect(video.getAttribute('src')).toBe('https://example.com/clip.mp4')
    expect(video.hasAttribute('autoplay')).toBe(false)
    expect(inside().querySelector('[data-block-id="audio"] audio')?.getAttribute('src')).toBe('https://example.com/hello.mp3')
    const embed = inside().querySelector<HTMLIFrameElement>('[data-block-id="embed"] iframe')!
    expect(embed.getAttribute('src')).toBe('https://example.com/widget')
    expect(embed.style.height).toBe('250px')
  })

  it('an embed waiting for an event continues with the data of the window message', async () => {
    const botId = await createDraft(
      server,
      [
        { id: 'wait', type: 'embed', content: { url: 'https://example.com/form', waitForEvent: { isEnabled: true, name: 'form-done', saveDataInVariableId: 'vd' } } },
        textBlock('after', 'Received {{Data}}'),
      ],
      { variables: [{ id: 'vd', name: 'Data' }] },
    )
    const { inside } = renderChat(server, botId)
    await waitFor(() => expect(inside().querySelector('[data-block-id="wait"] iframe')).not.toBeNull())
    await waitFor(() => expect(inside().querySelector('.bbc-root')?.getAttribute('data-phase')).toBe('waiting'))
    fireEvent(window, new MessageEvent('message', { data: { name: 'another-event', data: 1 } }))
    fireEvent(window, new MessageEvent('message', { data: { name: 'form-done', data: { plan: 'pro' } } }))
    await waitForText(inside, 'Received {"plan":"pro"}')
  })

  it('announces each new bubble in a polite live region', async () => {
    const botId = await createDraft(server, [textBlock('one', 'First line'), textBlock('two', 'Second line')])
    const { inside } = renderChat(server, botId)
    await waitForText(inside, 'Second line')
    const announcer = inside().querySelector('[aria-live="polite"]')!
    expect(announcer.textContent).toBe('Second line')
    expect(inside().querySelector('ol[aria-label="Conversation"]')).not.toBeNull()
  })
})
