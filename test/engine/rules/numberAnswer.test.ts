import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { NumberInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const numberInput = (options?: NumberInputBlock['options']): NumberInputBlock => ({ id: 'b', type: 'number input', options })
const check = (text: string, options?: NumberInputBlock['options'], values = {}) =>
  checkAnswer(numberInput(options), textMessage(text), answerContext(values))

describe('number input', () => {
  it('accepts decimal numbers with sign, fraction and exponent', () => {
    for (const text of ['42', '-3', '+3', '1.5', '1,5', '2e3', '-1.25E-2', ' 7 ']) expect(check(text).status, text).toBe('valid')
  })

  it('stores canonical number text and reports it as the new format', () => {
    expect(check('1,5')).toEqual({ status: 'valid', answer: '1.5', newFormat: '1.5' })
    expect(check('+3')).toEqual({ status: 'valid', answer: '3', newFormat: '3' })
    expect(check('2e3')).toMatchObject({ answer: '2000' })
    expect(check('1.50')).toMatchObject({ answer: '1.5' })
    expect(check('42')).toEqual({ status: 'valid', answer: '42' })
  })

  it('keeps text with leading zeros verbatim', () => {
    expect(check('007')).toEqual({ status: 'valid', answer: '007' })
    expect(check(' 0123 ')).toEqual({ status: 'valid', answer: '0123', newFormat: '0123' })
    expect(check('0.5')).toEqual({ status: 'valid', answer: '0.5' })
    expect(check('0,5')).toMatchObject({ answer: '0.5' })
  })

  it('refuses text that is not wholly a number', () => {
    for (const text of ['', 'abc', '12abc', '1.2.3', '1 000', '.5', '5.', '0x10', 'Infinity', '1e400', '--1']) {
      expect(check(text).status, text).toBe('invalid')
    }
  })

  it('checks min and max as inclusive bounds', () => {
    expect(check('5', { min: 5, max: 10 }).status).toBe('valid')
    expect(check('10', { min: 5, max: 10 }).status).toBe('valid')
    expect(check('4.99', { min: 5, max: 10 }).status).toBe('invalid')
    expect(check('10.01', { min: 5, max: 10 }).status).toBe('invalid')
  })

  it('accepts 0 as a minimum bound', () => {
    expect(check('-1', { min: 0 }).status).toBe('invalid')
    expect(check('0', { min: 0 }).status).toBe('valid')
  })

  it('accepts 0 as a maximum bound', () => {
    expect(check('1', { max: 0 }).status).toBe('invalid')
    expect(check('-1', { max: 0 }).status).toBe('valid')
  })

  it('accepts negative bounds', () => {
    expect(check('-11', { min: -10, max: -5 }).status).toBe('invalid')
    expect(check('-4', { min: -10, max: -5 }).status).toBe('invalid')
    expect(check('-7', { min: -10, max: -5 }).status).toBe('valid')
  })

  it('reads bounds from variables and ignores bounds that are unset or not numbers', () => {
    expect(check('11', { max: '{{Max}}' }, { Max: '10' }).status).toBe('invalid')
    expect(check('11', { max: '{{Max}}' }, { Max: 'ten' }).status).toBe('valid')
    expect(check('11', { max: '{{Max}}' }, { Max: null }).status).toBe('valid')
  })

  it('checks the step from 0 when there is no minimum', () => {
    expect(check('1.5', { step: 0.5 }).status).toBe('valid')
    expect(check('1.25', { step: 0.5 }).status).toBe('invalid')
    expect(check('-1.5', { step: 0.5 }).status).toBe('valid')
  })

  it('checks the step from the minimum when there is one', () => {
    expect(check('3', { min: 1, step: 2 }).status).toBe('valid')
    expect(check('4', { min: 1, step: 2 }).status).toBe('invalid')
  })

  it('tolerates floating point error in the step', () => {
    expect(check('0.3', { step: 0.1 }).status).toBe('valid')
    expect(check('1.1', { min: 0.2, step: 0.3 }).status).toBe('valid')
  })

  it('ignores a step of 0 or below', () => {
    expect(check('1.234', { step: 0 }).status).toBe('valid')
    expect(check('1.234', { step: -1 }).status).toBe('valid')
  })
})
