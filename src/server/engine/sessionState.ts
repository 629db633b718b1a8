import type { IncomingMessage } from '../../shared/chat/message'
import type { ChatInput, ChatResponse } from '../../shared/chat/response'
import type { BotSnapshot } from './ports'
import type { RuntimeVariable } from './rules/contracts'

/** A place in a group: `blockId` absent = the group's first block (BLOCKS.md §1.4 `to`). */
export type Cursor = { groupId: string; blockId?: string }

/**
 * Where a Return block goes (§2.3). `jump`, `command` and `invalidReply` simply continue at the
 * cursor; `reply` goes back to the input and processes the message kept here.
 */
export type ReturnMark =
  | { kind: 'jump' | 'invalidReply'; cursor: Cursor }
  /** `resumeAfter` (deprecated option): go back automatically when the command's branch ends. */
  | { kind: 'command'; cursor: Cursor; isAutomatic: boolean }
  | { kind: 'reply'; cursor: Cursor; input: ChatInput; message?: IncomingMessage }

/** Where the parent continues when a linked bot's flow ends (§2.3 Bot link). */
export type ReturnPoint = { type: 'edge'; edgeId: string } | { type: 'block'; cursor: Cursor } | { type: 'end' }

/** One bot of the queue: its snapshot, its variables and the result it writes to. */
export type QueuedBot = {
  bot: BotSnapshot
  /** Shared with the parent when the link merges results; a new one otherwise. */
  resultId: string
  variables: RuntimeVariable[]
  /** Absent for the bot the chat started with. */
  returnPoint?: ReturnPoint
  returnMark?: ReturnMark
}

/** What the session waits for between two requests; absent = the flow ended. */
export type PendingStep =
  | { type: 'input'; cursor: Required<Cursor>; input: ChatInput }
  /** Client-evaluated Set variable: the reply text is its JSON-encoded result. */
  | { type: 'setVariable'; cursor: Required<Cursor>; variableId: string }
  /** Client-executed Webhook: the reply is `{statusCode, data}` JSON. */
  | { type: 'webhook'; cursor: Required<Cursor> }
  /** OpenAI streamed by the client: the reply is the completion; the bubble that shows it is skipped. */
  | { type: 'openAiStream'; cursor: Required<Cursor>; variableId?: string; skipBubbleId: string }
  | { type: 'wait'; cursor: Required<Cursor> }
  /** Wait for webhook: the reply is the body a service posted to the block's address, as JSON text. */
  | { type: 'inboundWebhook'; cursor: Required<Cursor> }
  | { type: 'embed'; cursor: Required<Cursor>; variableId?: string }

/** What the engine remembers of one result (the run's own, or a non-merged Bot link's). */
export type ResultMemory = {
  resultId: string
  botId: string
  /** Session answer map (§4.8), in first-answer order; used by Webhook and Email default bodies. */
  answerMap: { key: string; value: string }[]
  /** Answers known for the result (resumed ones included): decides `hasStarted`. */
  answerCount: number
  isCompleted: boolean
}

/**
 * Deadlines the server keeps for a session (issue 14), ISO 8601 instants by the engine's clock. The
 * persistence layer stores the earliest as the row's `due_at`, where the scheduler finds it.
 */
export type SessionSchedule = {
  /** The pending input's "no answer within N seconds" deadline. */
  timeoutAt?: string
  /** Timeouts fired since the visitor last wrote: capped, so a reminder that loops back stops. */
  timeoutsInARow: number
  /** When the abandon event runs; absent once it ran, until the visitor writes again. */
  abandonAt?: string
}

/** What a turn the visitor did not ask for (a timeout) said, kept for the chat page to fetch. */
export type SessionNotice = { seq: number; response: ChatResponse }

export type TranscriptEntry = { role: 'assistant' | 'user'; text: string }

/**
 * The engine's whole memory of a chat between two requests, stored as JSON in `chat_sessions.state`.
 * The persistence layer reads only the fields documented as such; the rest belongs to the engine.
 */
export type SessionState = {
  /** Bumped when the shape changes, so stored sessions can be migrated or refused. */
  formatVersion: 1
  /** Read by persistence: the bot started (top of the queue at start) and its workspace. */
  botId: string
  workspaceId: string
  /** Read by persistence: the result of the top-level run. */
  resultId: string
  isPreview: boolean
  /** Read by the routes: origins allowed to continue this chat (empty = any). */
  allowedOrigins: string[]

  /** Bots of the session, index 0 executing, the last one the bot the chat started with (§4.10). */
  botsQueue: QueuedBot[]
  results: ResultMemory[]
  pending?: PendingStep
  /** False after `isOnlyRegistering`: the first continueChat starts the flow. */
  hasFlowStarted: boolean
  isStreamEnabled: boolean
  /** Preview override of `theme.general.progressBar.isEnabled`. */
  isProgressBarEnabled?: boolean
  /** Answers saved in this session for the run's own result (merged links included): progress A. */
  answersInSession: number
  /** Emails sent by this session (at most 5). */
  emailsSent: number
  /** Bubbles and answers so far, for the Transcript value of Set variable. */
  transcript: TranscriptEntry[]
  /** Server-side deadlines: input timeout, abandon (issue 14). */
  schedule?: SessionSchedule
  /** The last turns run by the scheduler, newest last (the chat page polls them). */
  notices?: SessionNotice[]
  /** The conversation-end event ran for this flow (it runs once). */
  hasEndEventRun?: boolean
  /** A live flow ended in a turn nobody asked for: the row is kept a while so the page can fetch it. */
  hasEnded?: boolean
  /** Preview writes no rows: answers and visited edges are kept here for transcripts. */
  previewHistory?: { answers: { blockId: string; content: string }[]; visitedEdgeIds: string[] }
}
