import type { IncomingMessage } from '../../shared/chat/message'
import type { ChatInput, ChatMessage, ChatResponse } from '../../shared/chat/response'
import type { BotSnapshot } from './ports'
import type { RuntimeVariable } from './rules/contracts'
import type { DebugSessionState } from './debug/debugSession'

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

/**
 * A Loop block being run (issue 14): where it is, how many iterations started, and for `for each`
 * the list as it was when the loop began (later writes to the list variable do not change the run).
 */
export type LoopFrame = { cursor: Required<Cursor>; iteration: number; items?: (string | null)[] }

/** One bot of the queue: its snapshot, its variables and the result it writes to. */
export type QueuedBot = {
  bot: BotSnapshot
  /** Shared with the parent when the link merges results; a new one otherwise. */
  resultId: string
  variables: RuntimeVariable[]
  /** Absent for the bot the chat started with. */
  returnPoint?: ReturnPoint
  returnMark?: ReturnMark
  /** Loops whose body runs now, outermost first: the end of a body branch goes back to the last one. */
  loops?: LoopFrame[]
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
  /** Preview debugger: paused before this block (a breakpoint, or stepping); it runs on the next step or continue. */
  | { type: 'breakpoint'; cursor: Required<Cursor> }

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

/** The session as it was while an input waited, bots kept by id (their snapshots are in the queue). */
export type StateBeforeAnswer = Omit<SessionState, 'backSteps' | 'botsQueue'> & {
  botsQueue: (Omit<QueuedBot, 'bot'> & { botId: string })[]
}

/**
 * One answer the visitor may take back (issue 14): the session before it, the answer rows it wrote,
 * and, when something the engine cannot undo ran after it, what that was.
 */
export type BackStep = {
  before: StateBeforeAnswer
  /** The answer given, offered again in the input when the visitor goes back. */
  answer: string
  answers: { resultId: string; blockId: string }[]
  blockedBy?: { blockId: string; type: string; reason: string }
}

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
  /**
   * Read by the routes and persistence: the language the visitor reads (a tag of the bot's
   * languages), chosen at start and changed by the switcher. Absent in sessions older than it.
   */
  language?: string
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
  /** Bubbles shown with the pending input: shown again when the visitor comes back to it (issue 14). */
  question?: ChatMessage[]
  /** Answers that can be taken back, newest last, at most `maxBackSteps` (issue 14). */
  backSteps?: BackStep[]
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
  /** Preview debugger (issue 14): breakpoints and mode; only preview sessions started with `debug` have it. */
  debug?: DebugSessionState
}
