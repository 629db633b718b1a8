import { describe, expect, it } from 'vitest'
import { checkAnswer } from '../../../src/server/engine/rules'
import type { PictureChoiceBlock, PictureChoiceItem } from '../../../src/shared/bot/blocks'
import { answerContext, textMessage } from './support/answers'

const pictureInput = (items: PictureChoiceItem[], isMultipleChoice = false): PictureChoiceBlock => ({
  id: 'b',
  type: 'picture choice input',
  items,
  options: { isMultipleChoice },
})
const items: PictureChoiceItem[] = [
  { id: 'p1', title: 'Cat', pictureSrc: 'https://img.dev/cat.png' },
  { id: 'p2', pictureSrc: 'https://img.dev/dog.png' },
  { id: 'p3', title: '', pictureSrc: 'https://img.dev/fox.png', value: 'FOX' },
]

describe('picture choice input', () => {
  it('uses the title as the item text and stores it', () => {
    expect(checkAnswer(pictureInput(items), textMessage('Cat'), answerContext())).toEqual({
      status: 'valid',
      answer: 'Cat',
      matchedItemId: 'p1',
    })
  })

  it('uses the picture URL when there is no title', () => {
    expect(checkAnswer(pictureInput(items), textMessage('https://img.dev/dog.png'), answerContext())).toMatchObject({
      answer: 'https://img.dev/dog.png',
      matchedItemId: 'p2',
    })
  })

  it('stores the value when set and matches the replyId', () => {
    expect(checkAnswer(pictureInput(items), textMessage('whatever', 'p3'), answerContext())).toMatchObject({
      answer: 'FOX',
      matchedItemId: 'p3',
    })
  })

  it('matches several pictures by title, URL or position', () => {
    expect(checkAnswer(pictureInput(items, true), textMessage('cat, https://img.dev/dog.png'), answerContext())).toMatchObject({
      answer: 'Cat, https://img.dev/dog.png',
    })
    expect(checkAnswer(pictureInput(items, true), textMessage('3, 1'), answerContext())).toMatchObject({ answer: 'Cat, FOX' })
  })
})
