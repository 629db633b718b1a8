import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { CardsBlock } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const cards: CardsBlock = {
  id: 'b',
  type: 'cards',
  items: [
    { id: 'c1', title: 'Basic plan', imageUrl: 'https://img.dev/1.png', paths: [{ id: 'p1a', text: 'Buy' }, { id: 'p1b', text: 'Details' }] },
    { id: 'c2', title: null, imageUrl: 'https://img.dev/2.png', paths: [{ id: 'p2a', text: 'Buy' }] },
    { id: 'c3', title: 'Café', paths: [{ id: 'p3a', text: 'Go' }] },
  ],
}
const check = (text: string, replyId?: string) => checkAnswer(cards, textMessage(text, replyId), answerContext())

describe('cards input', () => {
  it('matches the clicked path by replyId and answers with the card title', () => {
    expect(check('Details', 'p1b')).toEqual({
      status: 'valid',
      answer: 'Basic plan',
      newFormat: 'Basic plan',
      matchedItemId: 'c1',
      matchedPathId: 'p1b',
    })
  })

  it('matches a path whose id is the text', () => {
    expect(check('p2a')).toMatchObject({ matchedItemId: 'c2', matchedPathId: 'p2a' })
  })

  it('answers with the image URL when the card has no title', () => {
    expect(check('Buy', 'p2a')).toMatchObject({ answer: 'https://img.dev/2.png' })
  })

  it('matches a card by its folded title and takes its first path', () => {
    expect(check('  basic PLAN ')).toMatchObject({ answer: 'Basic plan', matchedItemId: 'c1', matchedPathId: 'p1a' })
    expect(check('cafe\u0301')).toMatchObject({ matchedItemId: 'c3', matchedPathId: 'p3a' })
  })

  it('refuses text that names no card or path', () => {
    expect(check('Buy').status).toBe('invalid')
    expect(check('').status).toBe('invalid')
    expect(checkAnswer(cards, undefined, answerContext()).status).toBe('invalid')
  })
})
