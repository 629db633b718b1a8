import type { IncomingMessage, TextBubbleContentFormat } from '../../shared/chat/message'
import type { ChatLog, ChatResponse } from '../../shared/chat/response'
import type { VariableValue } from '../../shared/bot/variable'
import type { LanguageRequest } from '../../shared/bot/translations'
import type { BotSnapshot } from './ports'
import type { SessionState } from './sessionState'
import type { PreviewDebug, PreviewDebugRequest } from '../../shared/chat/debug'

/** How a session starts (startChat, preview startChat). */
export type StartOptions = {
  bot: BotSnapshot
  isPreview: boolean
  /** Result of this run (a fresh id, or the remembered result being resumed). */
  resultId: string
  /** Values of a remembered result, and its previous answers for the answer map (§4.10). */
  resumed?: { variables: { id: string; name: string; value?: VariableValue }[]; answers: { blockId: string; content: string }[] }
  message?: IncomingMessage
  isStreamEnabled?: boolean
  isOnlyRegistering?: boolean
  prefilledVariables?: Record<string, unknown>
  textBubbleContentFormat?: TextBubbleContentFormat
  /** Preview only. */
  startFrom?: { type: 'group'; groupId: string } | { type: 'event'; eventId: string }
  isProgressBarEnabled?: boolean
  /** Preview only: run under the debugger (traces, breakpoints, stepping). */
  debug?: PreviewDebugRequest
  /** Hosts accepted without a top-level domain in file answers (upload storage, this service; §5). */
  trustedFileHosts?: string[]
  /** What the visitor's page says about their language: the `lang` parameter, the browser's languages. */
  language?: Omit<LanguageRequest, 'variableValue'>
}

export type ContinueOptions = {
  state: SessionState
  /**
   * The caller hands `state` over: no one else holds it, so the turn changes it in place instead of
   * working on a copy (a deep copy was a tenth of a chat turn's time, profiled).
   */
  ownsState?: boolean
  /** A debugged preview session's breakpoints and step/continue; ignored for any other session. */
  debug?: PreviewDebugRequest
  message?: IncomingMessage
  textBubbleContentFormat?: TextBubbleContentFormat
  /** Hosts accepted without a top-level domain in file answers (upload storage, this service; §5). */
  trustedFileHosts?: string[]
}

/** What a turn asks the persistence layer to store, per result (a non-merged Bot link has its own). */
export type ResultEffects = {
  resultId: string
  botId: string
  /** Every non-session variable that has a value, after the turn. */
  variables: { id: string; name: string; value: VariableValue }[]
  answers: { blockId: string; groupId?: string; variableId?: string; content: string; attachedFileUrls?: string[] }[]
  /** Edges of the bot traversed in this turn, in order (Jump/Return/Bot-link internals excluded). */
  visitedEdgeIds: string[]
  /** Every log of the walk, including the ones the public response leaves out. */
  logs: ChatLog[]
  hasStarted: boolean
  isCompleted: boolean
  /** The language of the session, for the run's own result (absent for other results). */
  language?: string
  /** Answers taken back (issue 14): the latest row of each block is deleted from the result. */
  removedAnswers?: { blockId: string }[]
}

export type TurnResult = {
  state: SessionState
  response: ChatResponse
  effects: ResultEffects[]
  /** The live flow ended: the session can be deleted (§4.10). */
  isSessionEnded: boolean
  /** Debugged preview sessions only: the trace of this turn; the routes of public chats never send it. */
  debug?: PreviewDebug
}

/** A caller error the route answers as 400 (unknown command, unknown startFrom id, bad client reply…). */
export class ChatInputError extends Error {}
