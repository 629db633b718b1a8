import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { RatingInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const check = (text: string, options?: RatingInputBlock['options'], values = {}) =>
  checkAnswer({ id: 'b', type: 'rating input', options }, textMessage(text), answerContext(values)).status

describe('rating input', () => {
  it('accepts 0 to 10 by default (Numbers starting at 0)', () => {
    expect(check('0')).toBe('valid')
    expect(check('10')).toBe('valid')
    expect(check('11')).toBe('invalid')
    expect(check('-1')).toBe('invalid')
  })

  it('checks both ends of a Numbers scale', () => {
    const options = { startsAt: 3, length: 5 }
    expect(check('2', options)).toBe('invalid')
    expect(check('3', options)).toBe('valid')
    expect(check('5', options)).toBe('valid')
    expect(check('6', options)).toBe('invalid')
  })

  it('reads startsAt from a variable', () => {
    expect(check('1', { startsAt: '{{Start}}' }, { Start: '2' })).toBe('invalid')
    expect(check('2', { startsAt: '{{Start}}' }, { Start: '2' })).toBe('valid')
  })

  it('runs an Icons scale from 1, ignoring startsAt', () => {
    const options = { buttonType: 'Icons' as const, startsAt: 0, length: 5 }
    expect(check('0', options)).toBe('invalid')
    expect(check('1', options)).toBe('valid')
    expect(check('5', options)).toBe('valid')
    expect(check('6', options)).toBe('invalid')
  })

  it('stores the integer as text', () => {
    const input: RatingInputBlock = { id: 'b', type: 'rating input' }
    expect(checkAnswer(input, textMessage(' 07 '), answerContext())).toEqual({ status: 'valid', answer: '7', newFormat: '7' })
    expect(checkAnswer(input, textMessage('7'), answerContext())).toEqual({ status: 'valid', answer: '7' })
  })

  it('refuses text that is not an integer', () => {
    for (const text of ['4.5', 'five', '', '+4']) expect(check(text), text).toBe('invalid')
  })
})
