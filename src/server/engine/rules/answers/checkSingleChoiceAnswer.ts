import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { exact } from '../textFolding'
import { invalidAnswer, validAnswer } from './answerCheckResults'
import { candidateAnswer, longestTextFirst, type ChoiceCandidate } from './choiceCandidates'

/** Trimmed, case-sensitive equality; an empty side never matches. */
const isSameText = (a: string, b: string) => a.trim() !== '' && exact(a.trim()) === exact(b.trim())

/**
 * Single choice (§5): longest text first, the first item whose id is the `replyId` or the text, or
 * whose value or text equals the trimmed text. Answer: value, else text; the item's edge is followed.
 */
export const checkSingleChoiceAnswer = (
  candidates: ChoiceCandidate[],
  message: IncomingMessage | undefined,
): AnswerCheck => {
  if (message?.type !== 'text') return invalidAnswer
  const { text, metadata } = message
  const match = longestTextFirst(candidates).find(
    (candidate) =>
      metadata?.replyId === candidate.id ||
      text === candidate.id ||
      (candidate.value !== undefined && isSameText(candidate.value, text)) ||
      isSameText(candidate.text, text),
  )
  return match ? validAnswer(candidateAnswer(match), text, { matchedItemId: match.id }) : invalidAnswer
}
