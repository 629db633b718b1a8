import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer, textOf, validAnswer } from './answerCheckResults'

// §5: dot-separated runs of characters other than whitespace and <>()[]\.,;:@" — or a quoted string.
const localPart = String.raw`(?:[^\s<>()[\]\\.,;:@"]+(?:\.[^\s<>()[\]\\.,;:@"]+)*|"(?:[^"\\\r\n]|\\.)+")`
const octet = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`
// Letter/digit/hyphen labels ending in one of ≥ 2 letters (any script), or an IPv4 literal in brackets.
const domain = String.raw`(?:\[${octet}(?:\.${octet}){3}\]|(?:[\p{L}\p{N}-]+\.)+\p{L}{2,})`
const emailAddress = new RegExp(`^${localPart}@${domain}$`, 'u')

/** Email input (§5): the trimmed text must be an address; the answer is it lower-cased. */
export const checkEmailAnswer = (message: IncomingMessage | undefined): AnswerCheck => {
  const text = textOf(message)
  if (text === undefined) return invalidAnswer
  const address = text.trim()
  return emailAddress.test(address) ? validAnswer(address.toLowerCase(), text) : invalidAnswer
}
