import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { PhoneNumberInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const phoneInput = (defaultCountryCode?: string): PhoneNumberInputBlock => ({
  id: 'b',
  type: 'phone number input',
  options: defaultCountryCode === undefined ? undefined : { defaultCountryCode },
})
const check = (text: string, country?: string) => checkAnswer(phoneInput(country), textMessage(text), answerContext())

describe('phone input', () => {
  it('stores an international number in E.164', () => {
    expect(check('+33 6 12 34 56 78')).toEqual({ status: 'valid', answer: '+33612345678', newFormat: '+33612345678' })
    expect(check('+33612345678')).toEqual({ status: 'valid', answer: '+33612345678' })
  })

  it('reads a 00 prefix as international in any country', () => {
    expect(check('0044 20 7946 0958').status).toBe('valid')
    expect(check('0044 20 7946 0958', 'US')).toMatchObject({ answer: '+442079460958' })
  })

  it('reads a national number in the default country', () => {
    expect(check('06 12 34 56 78', 'FR')).toMatchObject({ status: 'valid', answer: '+33612345678' })
    expect(check('(201) 555-0123', 'US')).toMatchObject({ status: 'valid', answer: '+12015550123' })
  })

  it('reads the default country case-insensitively', () => {
    expect(check('0612345678', 'fr')).toMatchObject({ answer: '+33612345678' })
  })

  it('lets only international numbers pass without a usable default country', () => {
    expect(check('06 12 34 56 78').status).toBe('invalid')
    expect(check('06 12 34 56 78', 'ZZ').status).toBe('invalid')
    expect(check('+33 6 12 34 56 78', 'ZZ')).toMatchObject({ answer: '+33612345678' })
  })

  it('uses the first number found in the text', () => {
    expect(check('call me on +44 20 7946 0958 or +33 6 12 34 56 78')).toMatchObject({ answer: '+442079460958' })
    expect(check('mine: 06 12 34 56 78!', 'FR')).toMatchObject({ answer: '+33612345678' })
  })

  it('refuses text without a valid number', () => {
    expect(check('hello', 'FR').status).toBe('invalid')
    expect(check('+33 1', 'FR').status).toBe('invalid')
    expect(check('+1 000 000 0000').status).toBe('invalid')
  })
})
