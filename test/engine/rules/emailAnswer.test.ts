import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { EmailInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const emailInput: EmailInputBlock = { id: 'b', type: 'email input' }
const check = (text: string) => checkAnswer(emailInput, textMessage(text), answerContext())

describe('email input', () => {
  it('lower-cases the address and reports the new format', () => {
    expect(check('Ada.Lovelace@Example.COM')).toEqual({
      status: 'valid',
      answer: 'ada.lovelace@example.com',
      newFormat: 'ada.lovelace@example.com',
    })
  })

  it('accepts an address already in lower case without a new format', () => {
    expect(check('ada@example.com')).toEqual({ status: 'valid', answer: 'ada@example.com' })
  })

  it('accepts plus tags, sub-domains, hyphens, quoted local parts, IPv4 literals and accents', () => {
    for (const address of ['a+tag@mail.example.co.uk', 'x@my-host.io', '"john doe"@example.com', 'a@[192.168.0.1]', 'josé@exämple.fr']) {
      expect(check(address).status, address).toBe('valid')
    }
  })

  it('trims the spaces around the address', () => {
    expect(check('  ada@example.com ')).toEqual({ status: 'valid', answer: 'ada@example.com', newFormat: 'ada@example.com' })
  })

  it('refuses addresses outside the grammar', () => {
    const invalid = [
      'ada',
      'ada@example',
      'ada@example.c',
      'ada@example.c0m',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a b@example.com',
      'a@b@example.com',
      'a(b)@example.com',
      'a@[300.1.1.1]',
      'a@-.com.',
      '',
    ]
    for (const address of invalid) expect(check(address).status, address).toBe('invalid')
  })

  it('fails without a text message', () => {
    expect(checkAnswer(emailInput, undefined, answerContext()).status).toBe('invalid')
  })
})
