import type { CardsBlock, CardsItem, CardsPath } from '../../../../shared/bot/blocks/inputs/cards'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { fold } from '../textFolding'
import { invalidAnswer, validAnswer } from './answerCheckResults'

/** The clicked card and path: a path id first (exact, from `replyId` or the text), then a card title. */
const findCardPath = (cards: CardsItem[], text: string, replyId: string | undefined) => {
  for (const card of cards) {
    const path = card.paths?.find((candidate) => candidate.id === replyId || candidate.id === text)
    if (path) return { card, path }
  }
  const folded = fold(text)
  const card = folded ? cards.find((candidate) => candidate.title && fold(candidate.title) === folded) : undefined
  return card ? { card, path: card.paths?.[0] } : undefined
}

/** What a card answer stores: title, else image URL; a card with neither gives its button's text. */
const cardAnswer = (card: CardsItem, path: CardsPath | undefined) => card.title || card.imageUrl || path?.text || ''

/**
 * Cards (§5): a displayed card's path whose id is the text or `replyId`, or a card whose title equals
 * the text (folded), which then counts as its first path. The walker writes the mapped fields.
 */
export const checkCardsAnswer = (input: CardsBlock, message: IncomingMessage | undefined): AnswerCheck => {
  if (message?.type !== 'text') return invalidAnswer
  const found = findCardPath(input.items, message.text, message.metadata?.replyId)
  if (!found) return invalidAnswer
  const { card, path } = found
  return validAnswer(cardAnswer(card, path), message.text, {
    matchedItemId: card.id,
    ...(path && { matchedPathId: path.id }),
  })
}
