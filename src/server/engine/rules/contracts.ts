// The pure rules the walker relies on (BLOCKS.md §1.6, §1.7, §3.2, §5). Signatures are fixed here so
// the walker and the rules can be written side by side; implementations live in the sibling files.
import type { VariableValue } from '../../../shared/bot/variable'
import type { SandboxPort } from '../ports'

/** A variable with its current value, as the session holds it. */
export type RuntimeVariable = { id: string; name: string; value?: VariableValue; isSessionVariable?: boolean }

export type RuleContext = {
  variables: RuntimeVariable[]
  /** Evaluates `{{= expression =}}` in templates and custom values. */
  sandbox: SandboxPort
}

export type AnswerContext = {
  variables: RuntimeVariable[]
  now: Date
  /** Hosts accepted without a top-level domain in file URLs: upload storage and the service itself. */
  trustedFileHosts: string[]
  /** Payment input: the PaymentIntent's status as Stripe reported it (absent: not known). */
  paymentStatus?: string
}

/**
 * The outcome of checking an answer against the pending input (§5).
 * `answer` is what is stored and written to the input's variable; `newFormat` is set when it differs
 * from the text sent (lastMessageNewFormat).
 */
export type AnswerCheck =
  | {
      status: 'valid'
      answer: string
      newFormat?: string
      /** Choice/picture choice (single): the matched item; cards: the card and the clicked path. */
      matchedItemId?: string
      matchedPathId?: string
      /** Text input: attachments to store and write to `attachments.saveVariableId`. */
      attachedFileUrls?: string[]
      /** Text input: the answer came as audio (write only to `audioClip.saveVariableId`). */
      isAudio?: boolean
    }
  | { status: 'invalid' }
  /** A file input that is not required, answered by continueChat without a message. */
  | { status: 'skipped' }
