import type { TextInputBlock } from '../../../../shared/bot/blocks/inputs/text'
import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'
import { invalidAnswer } from './answerCheckResults'

/**
 * Text input (§5): any text message; an audio message only with `audioClip.isEnabled` (the answer is
 * its URL). Attached files are kept only with `attachments.isEnabled`, and silently ignored otherwise.
 */
export const checkTextAnswer = (input: TextInputBlock, message: IncomingMessage | undefined): AnswerCheck => {
  if (message?.type === 'audio') {
    return input.options?.audioClip?.isEnabled ? { status: 'valid', answer: message.url, isAudio: true } : invalidAnswer
  }
  if (message?.type !== 'text') return invalidAnswer
  const urls = input.options?.attachments?.isEnabled ? message.attachedFileUrls : undefined
  return { status: 'valid', answer: message.text, ...(urls?.length && { attachedFileUrls: urls }) }
}
