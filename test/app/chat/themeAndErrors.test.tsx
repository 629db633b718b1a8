import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAndPublish } from '../../support/chatHelpers'
import { linearBot, textBlock } from '../../support/sampleBots'
import { startTestServer, type TestServer } from '../../support/testServer'
import { typingDelayMs } from '../../../src/chat/runtime/typingDelay'
import { createDraft, instantSettings, renderChat, waitForText } from './support/chatKit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('theme', () => {
  it('applies the bot theme through CSS custom properties, with its custom CSS and avatars', async () => {
    const botId = await createDraft(server, [textBlock('hi', 'Hello'), { id: 'ask', type: 'text input' }], {
      theme: {
        general: { font: { type: 'Hosted', family: 'Inter' }, background: { type: 'Color', content: '#101828' }, progressBar: { isEnabled: true, color: '#22c55e' } },
        chat: {
          hostBubbles: { backgroundColor: '#1f2937', color: '#f9fafb', border: { thickness: 2, color: '#374151', roundeness: 'large' } },
          guestBubbles: { backgroundColor: '#7c3aed', opacity: 0.5, shadow: 'lg' },
          buttons: { backgroundColor: '#22c55e', color: '#052e16', border: { roundeness: 'custom', customRoundeness: 3 } },
          inputs: { backgroundColor: '#111827', color: '#f3f4f6', placeholderColor: '#9ca3af', blur: 4 },
          hostAvatar: { isEnabled: true, url: 'https://example.com/bot.png' },
          guestAvatar: { isEnabled: true },
        },
        customCss: '.bbc-host { letter-spacing: 0.01em }',
      },
    })
    const { inside, root } = renderChat(server, botId)
    await waitForText(inside, 'Hello')
    const style = root().style
    expect(style.getPropertyValue('--bbc-font')).toMatch(/^"Inter"/)
    expect(style.getPropertyValue('--bbc-background')).toBe('#101828')
    expect(style.getPropertyValue('--bbc-host-bg')).toBe('#1f2937')
    expect(style.getPropertyValue('--bbc-host-color')).toBe('#f9fafb')
    expect(style.getPropertyValue('--bbc-host-border')).toBe('2px solid #374151')
    expect(style.getPropertyValue('--bbc-host-radius')).toBe('20px')
    expect(style.getPropertyValue('--bbc-guest-bg')).toBe('color-mix(in srgb, #7c3aed 50%, transparent)')
    expect(style.getPropertyValue('--bbc-guest-shadow')).toContain('15px')
    expect(style.getPropertyValue('--bbc-button-bg')).toBe('#22c55e')
    expect(style.getPropertyValue('--bbc-button-radius')).toBe('3px')
    expect(style.getPropertyValue('--bbc-input-blur')).toBe('blur(4px)')
    expect(style.getPropertyValue('--bbc-input-placeholder')).toBe('#9ca3af')
    expect(style.getPropertyValue('--bbc-progress-color')).toBe('#22c55e')
    expect(inside().querySelector('style')?.textContent).toBe('.bbc-host { letter-spacing: 0.01em }')
    expect(inside().querySelector('img.bbc-avatar')?.getAttribute('src')).toBe('https://example.com/bot.png')
    await waitFor(() => expect(inside().querySelector('[role="progressbar"][aria-label="Progress"]')).not.toBeNull())
  })

  it('shows the first bubble at once and typing dots before the next one', async () => {
    const botId = await createDraft(server, [textBlock('one', 'First'), textBlock('two', 'one two three four')], {
      settings: { typingEmulation: { enabled: true, speed: 400, maxDelay: 3, isDisabledOnFirstMessage: true } },
    })
    const { inside, chat } = renderChat(server, botId)
    await waitForText(inside, 'First')
    expect(inside().querySelector('.bbc-list')?.textContent).not.toContain('one two three four')
    expect(chat().getByRole('img', { name: 'Typing' })).toBeTruthy()
    await waitForText(inside, 'one two three four')
    expect(chat().queryByRole('img', { name: 'Typing' })).toBeNull()
  })

  it('waits before each host bubble per the typing-emulation formula', () => {
    const settings = { enabled: true, speed: 400, maxDelay: 3, delayBetweenBubbles: 0, isDisabledOnFirstMessage: true }
    expect(typingDelayMs('one two three four', settings)).toBe(600) // 4 words at 400 wpm
    expect(typingDelayMs('word '.repeat(100), settings)).toBe(3000) // capped by maxDelay
    expect(typingDelayMs('!!!', settings)).toBe(450) // no word: the characters count
  })
})

describe('errors and the public page', () => {
  it('shows the closed-bot message when a published bot no longer takes chats', async () => {
    const { botId, publicId } = await createAndPublish(server, linearBot([textBlock('hi', 'Hi')], [], instantSettings))
    await server.as(server.owner).patch(`/v1/bots/${botId}`, { bot: { isClosed: true } })
    const { inside, chat } = renderChat(server, botId, { source: { type: 'public', publicId } })
    await waitForText(inside, 'This bot is no longer taking new conversations.')
    expect(chat().queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(inside().querySelector('.bbc-root')?.getAttribute('data-phase')).toBe('failed')
  })

  it('says when the network fails, and tries again on request', async () => {
    const botId = await createDraft(server, [textBlock('hi', 'Back online')])
    const original = globalThis.fetch
    let isOffline = true
    globalThis.fetch = (input, init) => (isOffline ? Promise.reject(new TypeError('Failed to fetch')) : original(input, init))
    try {
      const { inside, chat } = renderChat(server, botId)
      await waitFor(() => expect(chat().getByText('Connection problem')).toBeTruthy())
      expect(chat().getByText('Check that you are online, then try again.')).toBeTruthy()
      isOffline = false
      await userEvent.setup().click(chat().getByRole('button', { name: 'Try again' }))
      await waitForText(inside, 'Back online')
    } finally {
      globalThis.fetch = original
    }
  })

  it('remembers the visitor when the bot says so, and resumes the same result', async () => {
    const bot = linearBot([{ id: 'ask', type: 'text input', options: { variableId: 'vn' } }, textBlock('hi', 'Hi {{Name}}')], [{ id: 'vn', name: 'Name' }], {
      ...instantSettings,
      general: { rememberUser: { isEnabled: true, storage: 'local' } },
    })
    const { publicId } = await createAndPublish(server, bot)
    const first = renderChat(server, 'unused', { source: { type: 'public', publicId } })
    const user = userEvent.setup()
    await user.type(await waitFor(() => first.chat().getByLabelText('Your answer…')), 'Lin')
    await user.click(first.chat().getByRole('button', { name: 'Send' }))
    await waitForText(first.inside, 'Hi Lin')
    const remembered = localStorage.getItem(`bb-chat-result:${publicId}`)
    expect(remembered).toBeTruthy()
    first.unmount()

    const second = renderChat(server, 'unused', { source: { type: 'public', publicId } })
    await waitFor(() => second.chat().getByLabelText('Your answer…'))
    expect(localStorage.getItem(`bb-chat-result:${publicId}`)).toBe(remembered)
  })
})
