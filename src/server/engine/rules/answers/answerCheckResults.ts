import type { IncomingMessage } from '../../../../shared/chat/message'
import type { AnswerCheck } from '../contracts'

export const invalidAnswer: AnswerCheck = { status: 'invalid' }

type ValidCheck = Extract<AnswerCheck, { status: 'valid' }>

/** A valid answer; `newFormat` is set when what is stored differs from the text sent (§4.3). */
export const validAnswer = (
  answer: string,
  sentText: string,
  extra?: Omit<ValidCheck, 'status' | 'answer' | 'newFormat'>,
): AnswerCheck => ({ status: 'valid', answer, ...(answer !== sentText && { newFormat: answer }), ...extra })

/** The text of a text message; every other message (or none) fails validation unless stated (§5). */
export const textOf = (message: IncomingMessage | undefined) => (message?.type === 'text' ? message.text : undefined)
