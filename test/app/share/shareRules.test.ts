import { describe, expect, it } from 'vitest'
import { embedSnippet, type EmbedOptions } from '../../../src/app/share/embed/embedSnippet'
import { publicIdProblem } from '../../../src/app/share/publicId/publicIdRule'
import { publicPageUrl, serviceBase } from '../../../src/app/share/serviceBase'

const options: EmbedOptions = {
  standard: { width: '100%', height: '600px' },
  popup: { autoShowDelay: 5 },
  bubble: { buttonColor: '#0042DA', iconColor: '#FFFFFF', previewMessage: 'Hi there!', previewMessageDelay: 3 },
}
const script = '<script src="https://chat.example.com/embed.js" defer></script>'

describe('embed code', () => {
  it('standard: the script, then an inline element with its size', () => {
    expect(embedSnippet('standard', options, 'https://chat.example.com', 'my-bot')).toBe(
      `${script}\n<chatbot-standard public-id="my-bot" style="width:100%;height:600px"></chatbot-standard>`,
    )
  })

  it('popup: the delay in seconds, or no attribute when it never opens by itself', () => {
    expect(embedSnippet('popup', options, 'https://chat.example.com', 'my-bot')).toBe(`${script}\n<chatbot-popup public-id="my-bot" auto-show-delay="5"></chatbot-popup>`)
    expect(embedSnippet('popup', { ...options, popup: { autoShowDelay: null } }, 'https://chat.example.com', 'my-bot')).toBe(
      `${script}\n<chatbot-popup public-id="my-bot"></chatbot-popup>`,
    )
  })

  it('bubble: colours, and the preview message with its delay only when there is a message', () => {
    expect(embedSnippet('bubble', options, 'https://chat.example.com', 'my-bot')).toBe(
      `${script}\n<chatbot-bubble public-id="my-bot" button-color="#0042DA" button-icon-color="#FFFFFF" preview-message="Hi there!" preview-message-delay="3"></chatbot-bubble>`,
    )
    const silent = embedSnippet('bubble', { ...options, bubble: { ...options.bubble, previewMessage: ' ' } }, 'https://chat.example.com', 'my-bot')
    expect(silent).not.toContain('preview-message')
  })

  it('escapes what is typed, so it cannot break out of an attribute', () => {
    const snippet = embedSnippet('bubble', { ...options, bubble: { ...options.bubble, previewMessage: 'Say "hi" <b>&</b>' } }, 'https://chat.example.com', 'my-bot')
    expect(snippet).toContain('preview-message="Say &quot;hi&quot; &lt;b&gt;&amp;&lt;/b&gt;"')
  })
})

describe('public address', () => {
  it('is served by the service the chat API belongs to', () => {
    expect(serviceBase('http://127.0.0.1:3000/api')).toBe('http://127.0.0.1:3000')
    expect(serviceBase('https://bots.example.com/tools/api/')).toBe('https://bots.example.com/tools')
    expect(publicPageUrl('https://bots.example.com', 'lead-gen.v2')).toBe('https://bots.example.com/b/lead-gen.v2')
  })

  it('public ids: at least 4 letters, digits, "-" or "."', () => {
    expect(publicIdProblem('my-bot.v2')).toBeNull()
    expect(publicIdProblem('abc')).toBe('Public id: use at least 4 characters.')
    expect(publicIdProblem('my bot')).toMatch(/^Public id: use only letters, digits/)
    expect(publicIdProblem('ünïcode')).toMatch(/^Public id: use only/)
  })
})
