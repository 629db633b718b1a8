import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { TimeInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const check = (text: string, format?: string) => {
  const input: TimeInputBlock = { id: 'b', type: 'time input', options: format ? { format } : undefined }
  const result = checkAnswer(input, textMessage(text), answerContext())
  return result.status === 'valid' ? result.answer : result.status
}

describe('time input', () => {
  it('reads H:mm, HH:mm and HH:mm:ss and formats them as HH:mm by default', () => {
    expect(check('9:05')).toBe('09:05')
    expect(check('14:30')).toBe('14:30')
    expect(check('23:59:59')).toBe('23:59')
    expect(check('00:00')).toBe('00:00')
  })

  it('reads h[:mm] am/pm in any case', () => {
    expect(check('2pm')).toBe('14:00')
    expect(check('2:30 PM')).toBe('14:30')
    expect(check('12 am')).toBe('00:00')
    expect(check('12:15pm')).toBe('12:15')
    expect(check('11:59 Am')).toBe('11:59')
  })

  it('formats with the input format', () => {
    expect(check('14:30', 'h:mm a')).toBe('2:30 PM')
    expect(check('14:30:15', 'HH:mm:ss')).toBe('14:30:15')
  })

  it('reports the formatted time as the new format only when it differs', () => {
    const input: TimeInputBlock = { id: 'b', type: 'time input' }
    expect(checkAnswer(input, textMessage('14:30'), answerContext())).toEqual({ status: 'valid', answer: '14:30' })
    expect(checkAnswer(input, textMessage('2:30pm'), answerContext())).toEqual({ status: 'valid', answer: '14:30', newFormat: '14:30' })
  })

  it('refuses hours and minutes out of range and other text', () => {
    for (const text of ['24:00', '12:60', '13pm', '0am', '1230', 'noon', '', '12:5']) expect(check(text), text).toBe('invalid')
  })
})
