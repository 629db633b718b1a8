import type { ResolvedSettings } from '../../shared/bot/settings/resolveSettings'
import type { ResolvedTheme } from '../../shared/bot/theme/resolvedTheme'
import type { ChatInput, ChatLanguages, ChatMessage, ClientSideAction } from '../../shared/chat/response'

export type CalComBooking = Extract<ClientSideAction, { type: 'calComBooking' }>['calComBooking']

/** One line of the conversation as the visitor sees it. */
export type ChatEntry =
  | { kind: 'host'; key: string; message: ChatMessage }
  /** A completion arriving piece by piece (streamOpenAiChatCompletion). */
  | { kind: 'stream'; key: string; text: string }
  | { kind: 'guest'; key: string; text: string; files?: { name: string; url: string }[] }
  /** Said by the client itself: network errors, closed bot, blocked pop-up. */
  | { kind: 'notice'; key: string; title?: string; text: string; link?: { label: string; url: string }; canRetry?: boolean }
  /** Cal.com's booking calendar, in the page (`inPage`) or as a link where third-party scripts may not run (the builder's preview). */
  | { kind: 'calCom'; key: string; booking: CalComBooking; inPage: boolean; isDone?: boolean }

export type DynamicTheme = { hostAvatarUrl?: string; guestAvatarUrl?: string; backgroundUrl?: string }

export type ChatPhase =
  /** Waiting for startChat. */
  | 'starting'
  /** Showing a response: bubbles, typing, actions. */
  | 'playing'
  /** An input is shown and waits for the visitor. */
  | 'input'
  /** An embed waits for its window message. */
  | 'waiting'
  | 'ended'
  /** The builder's preview debugger paused before a block: Step or Continue goes on. */
  | 'paused'
  /** A request failed; `entries` ends with a notice saying why. */
  | 'failed'

export type ChatState = {
  phase: ChatPhase
  entries: ChatEntry[]
  isTyping: boolean
  input?: ChatInput
  /** Undefined until the start response says which theme. */
  theme?: ResolvedTheme
  settings: ResolvedSettings
  dynamicTheme: DynamicTheme
  progress?: number
  sessionId?: string
  /** The bot's languages and the one spoken, when it has translations. */
  languages?: ChatLanguages
  /** The newest thing said, for the screen-reader live region. */
  announcement: string
  /** Index in `entries` where the current question begins; before it, the history focused mode fades away (issue 14). */
  questionStart: number
  /** An earlier answer can be changed from here (the back button shows when the theme enables it). */
  canGoBack: boolean
  /** The answer given before going back, offered again in that input. */
  prefill?: { inputId: string; value: string }
}
