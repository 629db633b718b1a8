import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { ChoiceInputBlock, ChoiceItem } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const multipleInput = (items: ChoiceItem[]): ChoiceInputBlock => ({
  id: 'b',
  type: 'choice input',
  items,
  options: { isMultipleChoice: true },
})
const fruits = multipleInput([
  { id: 'i1', content: 'Apple' },
  { id: 'i2', content: 'Pineapple', value: 'PINE' },
  { id: 'i3', content: 'Kiwi' },
  { id: 'i4', content: 'Crème brûlée' },
])
const check = (text: string, input = fruits) => checkAnswer(input, textMessage(text), answerContext())

describe('multiple choice input', () => {
  it('matches contents as whole words, case-insensitively, and answers in display order', () => {
    expect(check('kiwi, apple')).toEqual({ status: 'valid', answer: 'Apple, Kiwi', newFormat: 'Apple, Kiwi' })
  })

  it('does not match a content inside another word', () => {
    expect(check('Pineapple')).toMatchObject({ answer: 'PINE' })
    expect(check('Apples').status).toBe('invalid')
  })

  it('matches whole words next to Unicode letters correctly', () => {
    expect(check('CRÈME BRÛLÉE et kiwi')).toMatchObject({ answer: 'Kiwi, Crème brûlée' })
    expect(check('xCrème brûlée').status).toBe('invalid')
  })

  it('matches ids and values', () => {
    expect(check('i3 pine')).toMatchObject({ answer: 'PINE, Kiwi' })
  })

  it('matches 1-based positions', () => {
    expect(check('1, 3')).toMatchObject({ answer: 'Apple, Kiwi' })
    expect(check('4')).toMatchObject({ answer: 'Crème brûlée' })
    expect(check('5').status).toBe('invalid')
  })

  it('removes each match before looking for positions, so digits in contents are not positions', () => {
    const options = multipleInput([
      { id: 'a', content: 'Option 2' },
      { id: 'b', content: 'Option 1' },
    ])
    expect(check('Option 2', options)).toEqual({ status: 'valid', answer: 'Option 2' })
  })

  it('tries longer texts first so a short content inside a long one is not matched twice', () => {
    const input = multipleInput([
      { id: 'a', content: 'Ice' },
      { id: 'b', content: 'Ice cream' },
    ])
    expect(check('ice cream', input)).toEqual({ status: 'valid', answer: 'Ice cream', newFormat: 'Ice cream' })
    expect(check('ice cream, ice', input)).toMatchObject({ answer: 'Ice, Ice cream' })
  })

  it('needs at least one match', () => {
    expect(check('nothing here').status).toBe('invalid')
    expect(checkAnswer(fruits, undefined, answerContext()).status).toBe('invalid')
  })
})
