import type { InputBlock } from '../../../../shared/bot/blocks/inputs'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck, AnswerContext } from '../contracts'
import { checkCardsAnswer } from './checkCardsAnswer'
import { checkDateAnswer } from './checkDateAnswer'
import { checkEmailAnswer } from './checkEmailAnswer'
import { checkFileAnswer } from './checkFileAnswer'
import { checkMultipleChoiceAnswer } from './checkMultipleChoiceAnswer'
import { checkNumberAnswer } from './checkNumberAnswer'
import { checkPaymentAnswer } from './checkPaymentAnswer'
import { checkPhoneAnswer } from './checkPhoneAnswer'
import { checkRatingAnswer } from './checkRatingAnswer'
import { checkSingleChoiceAnswer } from './checkSingleChoiceAnswer'
import { checkTextAnswer } from './checkTextAnswer'
import { checkTimeAnswer } from './checkTimeAnswer'
import { checkUrlAnswer } from './checkUrlAnswer'
import { toChoiceCandidates } from './choiceCandidates'

/**
 * Validates and normalises the answer to a pending input (BLOCKS.md §5). The input comes resolved by
 * the walker: display conditions applied, dynamic items expanded, templated fields resolved. Only the
 * file input accepts no message (skip); every other input fails without one.
 */
export const checkAnswer = (
  input: InputBlock,
  message: IncomingMessage | undefined,
  ctx: AnswerContext,
): AnswerCheck => {
  switch (input.type) {
    case 'text input':
      return checkTextAnswer(input, message)
    case 'email input':
      return checkEmailAnswer(message)
    case 'url input':
      return checkUrlAnswer(message)
    case 'phone number input':
      return checkPhoneAnswer(input, message)
    case 'number input':
      return checkNumberAnswer(input, message, ctx.variables)
    case 'date input':
      return checkDateAnswer(input, message, ctx.now)
    case 'time input':
      return checkTimeAnswer(input, message)
    case 'choice input':
    case 'picture choice input':
      return input.options?.isMultipleChoice
        ? checkMultipleChoiceAnswer(toChoiceCandidates(input), message)
        : checkSingleChoiceAnswer(toChoiceCandidates(input), message)
    case 'rating input':
      return checkRatingAnswer(input, message, ctx.variables)
    case 'file input':
      return checkFileAnswer(input, message, ctx.trustedFileHosts)
    case 'cards':
      return checkCardsAnswer(input, message)
    case 'payment input':
      return checkPaymentAnswer(input, message, ctx.paymentStatus)
  }
}
