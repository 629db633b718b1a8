import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { UrlInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const urlInput: UrlInputBlock = { id: 'b', type: 'url input' }
const check = (text: string) => checkAnswer(urlInput, textMessage(text), answerContext())

describe('url input', () => {
  it('accepts http, https or no scheme, with a top-level domain, and stores the text as typed', () => {
    expect(check('https://Example.com/Path?q=1#top')).toEqual({ status: 'valid', answer: 'https://Example.com/Path?q=1#top' })
    expect(check('example.com')).toEqual({ status: 'valid', answer: 'example.com' })
    expect(check('HTTP://www.example.co.uk:8080/a')).toEqual({ status: 'valid', answer: 'HTTP://www.example.co.uk:8080/a' })
  })

  it('accepts IP addresses', () => {
    expect(check('http://192.168.1.10/admin').status).toBe('valid')
    expect(check('[2001:db8::1]:8080').status).toBe('valid')
  })

  it('trims the text and reports the trimmed form', () => {
    expect(check('  example.com/a  ')).toEqual({ status: 'valid', answer: 'example.com/a', newFormat: 'example.com/a' })
  })

  it('refuses other schemes, hosts without a top-level domain, and spaces', () => {
    for (const text of ['ftp://example.com', 'mailto:a@example.com', 'localhost:3000', 'http://intranet/', 'example', 'exa mple.com', 'https://example.com/a b', 'https://', '']) {
      expect(check(text).status, text).toBe('invalid')
    }
  })
})
