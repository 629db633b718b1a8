import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { TextInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const textInput = (options?: TextInputBlock['options']): TextInputBlock => ({ id: 'b', type: 'text input', options })

describe('text input', () => {
  it('accepts any text message as it is', () => {
    expect(checkAnswer(textInput(), textMessage('  Hello  '), answerContext())).toEqual({ status: 'valid', answer: '  Hello  ' })
  })

  it('fails without a message or with a command', () => {
    expect(checkAnswer(textInput(), undefined, answerContext())).toEqual({ status: 'invalid' })
    expect(checkAnswer(textInput(), { type: 'command', command: 'x' }, answerContext())).toEqual({ status: 'invalid' })
  })

  it('accepts audio only when audio clips are enabled, answering with the URL', () => {
    const audio = { type: 'audio' as const, url: 'https://cdn.example.com/a.webm' }
    expect(checkAnswer(textInput(), audio, answerContext())).toEqual({ status: 'invalid' })
    expect(checkAnswer(textInput({ audioClip: { isEnabled: true } }), audio, answerContext())).toEqual({
      status: 'valid',
      answer: 'https://cdn.example.com/a.webm',
      isAudio: true,
    })
  })

  it('keeps attached files only when attachments are enabled', () => {
    const message = { type: 'text' as const, text: 'see files', attachedFileUrls: ['https://x.dev/a.pdf'] }
    expect(checkAnswer(textInput(), message, answerContext())).toEqual({ status: 'valid', answer: 'see files' })
    expect(checkAnswer(textInput({ attachments: { isEnabled: true } }), message, answerContext())).toEqual({
      status: 'valid',
      answer: 'see files',
      attachedFileUrls: ['https://x.dev/a.pdf'],
    })
  })
})
