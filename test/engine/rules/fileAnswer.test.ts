import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { FileInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const fileInput = (options?: FileInputBlock['options']): FileInputBlock => ({ id: 'b', type: 'file input', options })
const check = (text: string, options?: FileInputBlock['options']) => checkAnswer(fileInput(options), textMessage(text), answerContext())
const onlyTypes = (...types: string[]) => ({ isMultipleAllowed: true, allowedFileTypes: { isEnabled: true, types } })

describe('file input', () => {
  it('fails without a message when required, the default', () => {
    expect(checkAnswer(fileInput(), undefined, answerContext())).toEqual({ status: 'invalid' })
  })

  it('is skipped without a message when not required', () => {
    expect(checkAnswer(fileInput({ isRequired: false }), undefined, answerContext())).toEqual({ status: 'skipped' })
  })

  it('accepts an http(s) URL with a top-level domain', () => {
    expect(check('https://cdn.example.com/u/a.pdf')).toEqual({ status: 'valid', answer: 'https://cdn.example.com/u/a.pdf' })
    expect(check('http://cdn.example.com/a').status).toBe('valid')
  })

  it('accepts trusted hosts and localhost without a top-level domain', () => {
    expect(check('http://storage.local:9000/bucket/a.png').status).toBe('valid')
    expect(check('https://bots.internal/files/a.png').status).toBe('valid')
    expect(check('http://localhost:3000/a.png').status).toBe('valid')
    expect(check('http://intranet/a.png').status).toBe('invalid')
  })

  it('refuses text that is not a file URL', () => {
    for (const text of ['a.pdf', 'ftp://example.com/a.pdf', 'https://example.com/a.pdf, not a url', '']) {
      expect(check(text).status, text).toBe('invalid')
    }
  })

  it('keeps only the first URL when multiple files are not allowed', () => {
    expect(check('https://x.dev/a.pdf, https://x.dev/b.pdf')).toEqual({
      status: 'valid',
      answer: 'https://x.dev/a.pdf',
      newFormat: 'https://x.dev/a.pdf',
    })
    expect(check('https://x.dev/a.pdf, https://x.dev/b.pdf', { isMultipleAllowed: true })).toEqual({
      status: 'valid',
      answer: 'https://x.dev/a.pdf, https://x.dev/b.pdf',
    })
  })

  it('allows extensions written with or without a dot, in any case', () => {
    expect(check('https://x.dev/a.PDF', onlyTypes('pdf')).status).toBe('valid')
    expect(check('https://x.dev/a.pdf', onlyTypes('.PDF')).status).toBe('valid')
    expect(check('https://x.dev/a.doc', onlyTypes('.pdf')).status).toBe('invalid')
  })

  it('treats jpg and jpeg as the same type', () => {
    expect(check('https://x.dev/a.jpeg', onlyTypes('jpg')).status).toBe('valid')
    expect(check('https://x.dev/a.JPG', onlyTypes('.jpeg')).status).toBe('valid')
    expect(check('https://x.dev/a.jpg', onlyTypes('image/jpeg')).status).toBe('valid')
  })

  it('allows MIME types and wildcards', () => {
    expect(check('https://x.dev/a.png', onlyTypes('image/png')).status).toBe('valid')
    expect(check('https://x.dev/a.webp', onlyTypes('image/*')).status).toBe('valid')
    expect(check('https://x.dev/a.pdf', onlyTypes('image/*')).status).toBe('invalid')
    expect(check('https://x.dev/a.mp4', onlyTypes('IMAGE/*', 'Video/*')).status).toBe('valid')
    expect(check('https://x.dev/a.anything', onlyTypes('*/*')).status).toBe('valid')
  })

  it('needs every URL to be of an allowed type', () => {
    expect(check('https://x.dev/a.png, https://x.dev/b.exe', onlyTypes('image/*')).status).toBe('invalid')
    expect(check('https://x.dev/a.png, https://x.dev/b.gif', onlyTypes('image/*')).status).toBe('valid')
  })

  it('reads the extension from the path, not from the query, and refuses files without one', () => {
    expect(check('https://x.dev/a.pdf?download=1.exe', onlyTypes('pdf')).status).toBe('valid')
    expect(check('https://x.dev/my%20file.pdf', onlyTypes('pdf')).status).toBe('valid')
    expect(check('https://x.dev/noextension', onlyTypes('pdf')).status).toBe('invalid')
  })

  it('ignores the type list when it is disabled or empty', () => {
    expect(check('https://x.dev/a.exe', { allowedFileTypes: { isEnabled: false, types: ['pdf'] } }).status).toBe('valid')
    expect(check('https://x.dev/a.exe', { allowedFileTypes: { isEnabled: true, types: [] } }).status).toBe('valid')
  })
})
