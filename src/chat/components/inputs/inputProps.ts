import type { IncomingMessage } from '../../../shared/chat/message'
import type { ChatInput } from '../../../shared/chat/response'
import type { ResolvedSettings } from '../../../shared/bot/settings/resolveSettings'
import type { UploadedFile } from '../../runtime/uploads'

export type AnswerDisplay = { text: string; files?: UploadedFile[] }
export type Answer = (message: IncomingMessage | null, display?: AnswerDisplay) => void

/** What every input needs besides its block. */
export type InputContext = {
  autoFocus: boolean
  /** `prefilledValue`, when the bot's settings allow pre-filling. */
  prefill?: string
  systemMessages: ResolvedSettings['general']['systemMessages']
  buttonsLayout: 'wrap' | 'vertical'
  upload: (blockId: string, files: File[], onProgress: (fraction: number) => void) => Promise<UploadedFile[]>
  /** Keeps the chat before a payment that may leave for the bank's page; returns how to forget it. */
  rememberPayment?: (paymentIntentId: string) => () => void
}

export type InputProps<T extends ChatInput['type']> = {
  input: Extract<ChatInput, { type: T }>
  onAnswer: Answer
  context: InputContext
}

/** A text message, with the text shown in the visitor's bubble. */
export const textAnswer = (onAnswer: Answer, text: string, extra?: { replyId?: string; display?: string }) =>
  onAnswer(
    { type: 'text', text, ...(extra?.replyId && { metadata: { replyId: extra.replyId } }) },
    { text: extra?.display ?? text },
  )
