import { describe, expect, it } from 'vitest'
import { redactBody, redactHeaders, redactSecrets, redactUrl, sensitiveValuesOf } from '../../../src/server/engine/debug/redact'
import { aiExchangeOf } from '../../../src/server/engine/debug/aiExchange'

describe('trace redaction', () => {
  it('blanks headers, query parameters and JSON or form keys that name a secret', () => {
    expect(redactHeaders({ Authorization: 'Bearer abc', 'X-Api-Key': 'k', Accept: 'json' })).toEqual({ Authorization: '[redacted]', 'X-Api-Key': '[redacted]', Accept: 'json' })
    expect(redactUrl('https://user:pw@api.test/x?access_token=abc&q=1')).toBe('https://user:redacted@api.test/x?access_token=%5Bredacted%5D&q=1')
    expect(JSON.parse(redactBody('{"user":{"password":"p","name":"Ada"},"list":[{"apiKey":"k"}]}'))).toEqual({ user: { password: '[redacted]', name: 'Ada' }, list: [{ apiKey: '[redacted]' }] })
    expect(redactBody('client_secret=abc&grant_type=code')).toBe('client_secret=[redacted]&grant_type=code')
  })

  it('blanks known secret values and bearer tokens wherever they appear, and cuts long bodies', () => {
    expect(redactSecrets('key sk-12345 and Bearer eyJhbGci.x', ['sk-12345'])).toBe('key [redacted] and Bearer [redacted]')
    // Values shorter than 4 characters would blank ordinary words.
    expect(redactSecrets('a b c', ['a'])).toBe('a b c')
    expect(redactBody('x'.repeat(5000))).toMatch(/… \(1000 more characters\)$/)
  })

  it('collects the values sent under secret names, so the block logs lose them too', () => {
    const found = sensitiveValuesOf({ url: 'https://a.test/?token=t0ken', headers: { Authorization: 'Bearer abcd', Accept: 'x' }, bodies: ['{"password":"hunter22"}', 'secret=s3cr3t'] })
    expect([...found].sort()).toEqual(['Bearer abcd', 'abcd', 'hunter22', 's3cr3t', 't0ken'])
  })

  it('reads the prompt and answer of OpenAI-style and Anthropic-style calls', () => {
    expect(
      aiExchangeOf([
        { method: 'POST', url: 'x', requestHeaders: {}, requestBody: '{"system":"Be kind","messages":[{"role":"user","content":[{"type":"text","text":"Hi"}]}]}', responseBody: '{"content":[{"type":"text","text":"Hello"}]}' },
      ]),
    ).toEqual({ prompt: [{ role: 'system', content: 'Be kind' }, { role: 'user', content: 'Hi' }], answer: 'Hello' })
    expect(aiExchangeOf([{ method: 'GET', url: 'x', requestHeaders: {}, responseBody: '{}' }])).toBeUndefined()
  })
})
