import { defaultRatingInputOptions, type RatingInputBlock } from '../../../../shared/bot/blocks/inputs/rating'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck, RuntimeVariable } from '../contracts'
import { resolveNumberOrVariable } from '../variables/resolveNumberOrVariable'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'

const integer = /^-?\d+$/

/** The buttons shown (§2.2): Numbers → `startsAt`…`length`, Icons → 1…`length`. */
const ratingRange = (input: RatingInputBlock, variables: RuntimeVariable[]) => {
  const options = input.options
  const length = options?.length ?? defaultRatingInputOptions.length
  if ((options?.buttonType ?? defaultRatingInputOptions.buttonType) === 'Icons') return { first: 1, last: length }
  const first = resolveNumberOrVariable(options?.startsAt, variables) ?? defaultRatingInputOptions.startsAt
  return { first, last: length }
}

/** Rating (§5): the trimmed text is an integer within both ends of the range; stored as that integer. */
export const checkRatingAnswer = (
  input: RatingInputBlock,
  message: IncomingMessage | undefined,
  variables: RuntimeVariable[],
): AnswerCheck => {
  const text = textOf(message)
  if (text === undefined || !integer.test(text.trim())) return invalidAnswer
  const rating = Number(text.trim())
  const { first, last } = ratingRange(input, variables)
  return rating >= first && rating <= last ? validAnswer(String(rating), text) : invalidAnswer
}
