import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { DateInputBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const dateInput = (options?: DateInputBlock['options']): DateInputBlock => ({ id: 'b', type: 'date input', options })
// ctx.now is 2024-05-15T22:30:00Z.
const check = (text: string, options?: DateInputBlock['options']) =>
  checkAnswer(dateInput(options), textMessage(text), answerContext())
const answerOf = (text: string, options?: DateInputBlock['options']) => {
  const result = check(text, options)
  return result.status === 'valid' ? result.answer : result.status
}

describe('date input', () => {
  it('reads ISO dates and formats them with the default dd/MM/yyyy', () => {
    expect(check('2024-03-07')).toEqual({ status: 'valid', answer: '07/03/2024', newFormat: '07/03/2024' })
    expect(answerOf('2024-03-07T10:30')).toBe('07/03/2024')
  })

  it('reads ISO date-times with the default dd/MM/yyyy HH:mm when hasTime is on', () => {
    expect(answerOf('2024-03-07T10:30', { hasTime: true })).toBe('07/03/2024 10:30')
    expect(answerOf('2024-03-07T10:30:45', { hasTime: true })).toBe('07/03/2024 10:30')
    expect(answerOf('2024-03-07 08:05', { hasTime: true })).toBe('07/03/2024 08:05')
    expect(answerOf('2024-03-07', { hasTime: true })).toBe('07/03/2024 00:00')
  })

  it('keeps the wall-clock time written, ignoring a zone suffix', () => {
    expect(answerOf('2024-03-07T23:30:00Z', { hasTime: true })).toBe('07/03/2024 23:30')
    expect(answerOf('2024-03-07T23:30+05:00', { hasTime: true })).toBe('07/03/2024 23:30')
  })

  it('keeps a wall-clock time that the server zone skips at a DST change', () => {
    const zone = process.env.TZ
    process.env.TZ = 'America/New_York'
    try {
      expect(answerOf('2024-03-10T02:30', { hasTime: true })).toBe('10/03/2024 02:30')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('reads D/M/YYYY day first when the format starts with dd', () => {
    expect(answerOf('7/3/2024')).toBe('07/03/2024')
    expect(answerOf('07/03/2024 9:15', { hasTime: true })).toBe('07/03/2024 09:15')
  })

  it('reads D/M/YYYY month first when the format does not start with dd', () => {
    expect(answerOf('3/7/2024', { format: 'yyyy-MM-dd' })).toBe('2024-03-07')
    expect(answerOf('3/7/2024', { format: 'MM/dd/yyyy' })).toBe('03/07/2024')
    expect(answerOf('13/7/2024', { format: 'MM/dd/yyyy' })).toBe('invalid')
  })

  it('formats with any TR35 pattern', () => {
    expect(answerOf('2024-03-07', { format: 'EEEE d MMMM yyyy' })).toBe('Thursday 7 March 2024')
    expect(answerOf('2024-03-07T14:05', { hasTime: true, format: "yyyy-MM-dd'T'HH:mm" })).toBe('2024-03-07T14:05')
    expect(answerOf('2024-03-07T14:05', { hasTime: true, format: 'h:mm a, dd.MM.yy' })).toBe('2:05 PM, 07.03.24')
  })

  it('falls back to the default pattern when the format cannot be read', () => {
    expect(answerOf('2024-03-07', { format: 'dd/MM/yyyy ok' })).toBe('07/03/2024')
  })

  it('reads today, tomorrow and yesterday from the current day', () => {
    expect(answerOf('today')).toBe('15/05/2024')
    expect(answerOf('Tomorrow')).toBe('16/05/2024')
    expect(answerOf(' YESTERDAY ')).toBe('14/05/2024')
    expect(answerOf('today', { hasTime: true })).toBe('15/05/2024 00:00')
  })

  it('refuses dates that do not exist and other text', () => {
    for (const text of ['2024-02-30', '31/04/2024', '2024-13-01', '2024-01-01T24:00', 'soon', '', '07-03-2024', '7/3/24']) {
      expect(check(text).status, text).toBe('invalid')
    }
  })

  it('accepts a date on its min and max bounds and refuses one outside', () => {
    const options = { min: '2024-03-01', max: '2024-03-31' }
    expect(check('2024-03-01', options).status).toBe('valid')
    expect(check('2024-03-31', options).status).toBe('valid')
    expect(check('2024-02-29', options).status).toBe('invalid')
    expect(check('2024-04-01', options).status).toBe('invalid')
  })

  it('compares a date-only bound against midnight when the input has time', () => {
    const options = { hasTime: true, max: '2024-03-31' }
    expect(check('2024-03-31T00:00', options).status).toBe('valid')
    expect(check('2024-03-31T00:01', options).status).toBe('invalid')
    expect(check('2024-03-07T10:00', { hasTime: true, min: '2024-03-07T10:00' }).status).toBe('valid')
    expect(check('2024-03-07T09:59', { hasTime: true, min: '2024-03-07T10:00' }).status).toBe('invalid')
  })

  it('compares days only when the input has no time', () => {
    expect(check('2024-03-07', { min: '2024-03-07T10:00' }).status).toBe('valid')
  })

  it('ignores a bound that is not an ISO date', () => {
    expect(check('2024-03-07', { min: 'next week' }).status).toBe('valid')
  })

  describe('with isRange', () => {
    it('reads two dates joined by " to ", " - " or the separator label', () => {
      expect(check('2024-03-07 to 2024-03-09', { isRange: true })).toEqual({
        status: 'valid',
        answer: '07/03/2024 to 09/03/2024',
        newFormat: '07/03/2024 to 09/03/2024',
      })
      expect(answerOf('7/3/2024 - 9/3/2024', { isRange: true })).toBe('07/03/2024 to 09/03/2024')
      expect(answerOf('2024-03-07 au 2024-03-09', { isRange: true, labels: { separator: 'au' } })).toBe(
        '07/03/2024 au 09/03/2024',
      )
      expect(answerOf('today to tomorrow', { isRange: true })).toBe('15/05/2024 to 16/05/2024')
    })

    it('requires the end date', () => {
      expect(check('2024-03-07', { isRange: true }).status).toBe('invalid')
      expect(check('2024-03-07 to ', { isRange: true }).status).toBe('invalid')
    })

    it('refuses an end before the start', () => {
      expect(check('2024-03-09 to 2024-03-07', { isRange: true }).status).toBe('invalid')
    })

    it('checks both dates against the bounds', () => {
      const options = { isRange: true, min: '2024-03-01', max: '2024-03-31' }
      expect(check('2024-03-01 to 2024-03-31', options).status).toBe('valid')
      expect(check('2024-02-28 to 2024-03-02', options).status).toBe('invalid')
      expect(check('2024-03-28 to 2024-04-02', options).status).toBe('invalid')
    })

    it('refuses a range when isRange is off', () => {
      expect(check('2024-03-07 to 2024-03-09').status).toBe('invalid')
    })
  })
})
