import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { ChoiceInputBlock, ChoiceItem } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const choiceInput = (items: ChoiceItem[]): ChoiceInputBlock => ({ id: 'b', type: 'choice input', items })
const items: ChoiceItem[] = [
  { id: 'yes', content: 'Yes' },
  { id: 'yes-please', content: 'Yes please', value: 'YES_PLEASE' },
  { id: 'no', content: 'No', value: '' },
]
const check = (text: string, replyId?: string) => checkAnswer(choiceInput(items), textMessage(text, replyId), answerContext())

describe('single choice input', () => {
  it('matches the clicked item by replyId', () => {
    expect(check('anything', 'yes')).toEqual({ status: 'valid', answer: 'Yes', newFormat: 'Yes', matchedItemId: 'yes' })
  })

  it('matches an item whose id is the text', () => {
    expect(check('no')).toEqual({ status: 'valid', answer: 'No', newFormat: 'No', matchedItemId: 'no' })
  })

  it('matches the trimmed text against the value, then the content, case-sensitively', () => {
    expect(check(' YES_PLEASE ')).toMatchObject({ status: 'valid', answer: 'YES_PLEASE', matchedItemId: 'yes-please' })
    expect(check('Yes please')).toEqual({ status: 'valid', answer: 'YES_PLEASE', newFormat: 'YES_PLEASE', matchedItemId: 'yes-please' })
    expect(check(' Yes ')).toMatchObject({ answer: 'Yes', matchedItemId: 'yes' })
    expect(check('yes please').status).toBe('invalid')
  })

  it('stores the content when the value is empty', () => {
    expect(check('No')).toEqual({ status: 'valid', answer: 'No', matchedItemId: 'no' })
  })

  it('tries items with the longest text first', () => {
    const tricky = choiceInput([
      { id: 'a', content: 'b' },
      { id: 'b', content: 'Bee' },
    ])
    // "b" is the id of the second item and the content of the first: the longer text is tried first.
    expect(checkAnswer(tricky, textMessage('b'), answerContext())).toMatchObject({ matchedItemId: 'b' })
  })

  it('refuses text that matches no item, and messages that are not text', () => {
    expect(check('Maybe').status).toBe('invalid')
    expect(check('').status).toBe('invalid')
    expect(checkAnswer(choiceInput(items), undefined, answerContext()).status).toBe('invalid')
    expect(checkAnswer(choiceInput(items), { type: 'audio', url: 'https://x.dev/a.mp3' }, answerContext()).status).toBe('invalid')
  })
})
