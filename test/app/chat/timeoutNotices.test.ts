import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChatApi } from '../../../src/chat/api/chatApi'
import { ChatController } from '../../../src/chat/runtime/chatController'
import { createPageScriptRunner } from '../../../src/chat/runtime/scriptRunner'
import type { ChatResponse, SessionNotice, StartChatResponse } from '../../../src/shared/chat/response'

const bubble = (id: string, words: string) => ({ id, type: 'text' as const, content: { type: 'richText' as const, richText: [{ type: 'p', children: [{ text: words }] }] } })
const askName = { id: 'name', type: 'text input', options: { timeout: { isEnabled: true, seconds: 5 } } } as ChatResponse['input']

/** A chat API whose server says "What is your name?" with a 5 s timeout, and has `notices` ready when asked. */
function fakeApi(notices: SessionNotice[]) {
  const asked: number[] = []
  const api = {
    startChat: async (): Promise<StartChatResponse> => ({
      sessionId: 's1',
      resultId: 'r1',
      bot: { id: 'b1', version: '6', theme: {}, settings: { general: {}, typingEmulation: { enabled: false } } },
      messages: [bubble('q', 'What is your name?')],
      input: askName,
    }),
    sessionNotices: async (_sessionId: string, after: number) => {
      asked.push(after)
      return { notices: asked.length < 2 ? [] : notices.filter((notice) => notice.seq > after), hasEnded: false }
    },
    continueChat: async (): Promise<ChatResponse> => ({ messages: [bubble('ok', 'Noted')] }),
  } as unknown as ChatApi
  return { api, asked }
}

const texts = (controller: ChatController) =>
  controller.getState().entries.map((entry) => (entry.kind === 'host' && entry.message.type === 'text' && entry.message.content.type === 'richText' ? JSON.stringify(entry.message.content.richText) : entry.kind)).join(' ')

afterEach(() => vi.useRealTimers())

describe("the chat page and an input's timeout", () => {
  it("asks for the server's turns once the seconds are over, plays the reminder and its input, and stops asking", async () => {
    vi.useFakeTimers()
    const reminder: SessionNotice = { seq: 1, messages: [bubble('r', 'Still there?')], input: { id: 'mail', type: 'email input' } as ChatResponse['input'] }
    const { api, asked } = fakeApi([reminder])
    const controller = new ChatController({ api, source: { type: 'public', publicId: 'p' }, scripts: createPageScriptRunner(), redirects: 'page', sleep: async () => {} })
    await controller.start()
    expect(controller.getState().input?.id).toBe('name')
    await vi.advanceTimersByTimeAsync(4_900)
    expect(asked).toEqual([])
    await vi.advanceTimersByTimeAsync(200)
    expect(asked).toEqual([0])
    await vi.advanceTimersByTimeAsync(1_500)
    expect(asked).toEqual([0, 0])
    expect(texts(controller)).toContain('Still there?')
    expect(controller.getState().input?.id).toBe('mail')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toHaveLength(2)
    // The reminder is the question now: in focused mode, what came before it is history.
    const entries = controller.getState().entries
    expect(controller.getState().questionStart).toBe(entries.findIndex((entry) => entry.kind === 'host' && entry.message.id === 'r'))
  })

  it('asks nothing once the visitor answered in time', async () => {
    vi.useFakeTimers()
    const { api, asked } = fakeApi([])
    const controller = new ChatController({ api, source: { type: 'public', publicId: 'p' }, scripts: createPageScriptRunner(), redirects: 'page', sleep: async () => {} })
    await controller.start()
    await controller.answer({ type: 'text', text: 'Ada' }, { text: 'Ada' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toEqual([])
    expect(controller.getState().phase).toBe('ended')
  })
})
