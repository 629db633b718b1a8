import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { textOf, invalidAnswer, validAnswer } from './answerCheckResults'
import { candidateAnswer, longestTextFirst, type ChoiceCandidate } from './choiceCandidates'

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `needle` as a whole word: not touching a letter, digit or `_` on either side (Unicode-aware). */
const wholeWord = (needle: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])${escapeRegex(needle)}(?![\\p{L}\\p{N}\\p{M}_])`, 'giu')

// The order in which an item's keys are looked for (§5); a key found first is not reused by a later one.
const keysInOrder: ((candidate: ChoiceCandidate) => string | undefined)[] = [
  (candidate) => candidate.id,
  (candidate) => candidate.value,
  (candidate) => candidate.text,
  (candidate) => String(candidate.position),
]

/**
 * Multiple choice (§5): items found as whole words, case-insensitive — ids, then values, then texts,
 * then 1-based positions, longest text first — each found key removed from the text (all its
 * occurrences) before the next search. At least one item; answer in display order joined by ", ".
 */
export const checkMultipleChoiceAnswer = (
  candidates: ChoiceCandidate[],
  message: IncomingMessage | undefined,
): AnswerCheck => {
  const text = textOf(message)
  if (text === undefined) return invalidAnswer
  const ordered = longestTextFirst(candidates)
  const matched = new Set<ChoiceCandidate>()
  let remaining = text
  for (const keyOf of keysInOrder) {
    for (const candidate of ordered) {
      const key = keyOf(candidate)?.trim()
      if (matched.has(candidate) || !key) continue
      const pattern = wholeWord(key)
      if (!pattern.test(remaining)) continue
      matched.add(candidate)
      // Replaced by a space so the words on either side do not join into a new word.
      remaining = remaining.replace(pattern, ' ')
    }
  }
  if (matched.size === 0) return invalidAnswer
  const answer = candidates.filter((candidate) => matched.has(candidate)).map(candidateAnswer).join(', ')
  return validAnswer(answer, text)
}
