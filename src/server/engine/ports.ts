import type { BotEvent } from '../../shared/bot/event'
import type { Edge } from '../../shared/bot/edge'
import type { Group } from '../../shared/bot/group'
import type { Settings } from '../../shared/bot/settings'
import type { Theme } from '../../shared/bot/theme'
import type { Variable, VariableValue } from '../../shared/bot/variable'

/** The part of a bot the engine runs: a published snapshot (live) or the draft (preview). */
export type BotSnapshot = {
  /** The bot's id (not the published snapshot's). */
  id: string
  workspaceId: string
  version: '6' | '6.1'
  events: BotEvent[]
  groups: Group[]
  edges: Edge[]
  variables: Variable[]
  theme: Theme
  settings: Settings
  /** When the snapshot was published; absent for drafts. */
  publishedAt?: string
  /**
   * The published version this snapshot is (absent for drafts). Published versions never change,
   * so a stored session may keep just this id and find the snapshot again.
   */
  publishedBotId?: string
}

export type HttpRequest = {
  url: string
  method: string
  headers: Record<string, string>
  body?: string
  /** Optional: `base64` says `body` holds raw bytes, base64-encoded (a file upload), sent as those bytes. */
  bodyEncoding?: 'text' | 'base64'
  timeoutMs: number
  /** Optional: `base64` asks for the raw bytes of the body, base64-encoded (email attachments). */
  responseEncoding?: 'text' | 'base64'
}
export type HttpResponse = {
  status: number
  headers: Record<string, string>
  body: string
  /** Set to `base64` when the port honoured `responseEncoding: 'base64'`; absent = text. */
  bodyEncoding?: 'text' | 'base64'
}

/** Outbound HTTP that refuses private, loopback and link-local targets (after DNS, on every redirect). */
export type HttpPort = {
  /** Throws `BlockedAddressError` for a refused target, `HttpTimeoutError` past the timeout. */
  request: (request: HttpRequest) => Promise<HttpResponse>
}

export type SandboxResult =
  | { ok: true; value: unknown; variableWrites: { name: string; value: unknown }[] }
  | { ok: false; error: string; variableWrites: { name: string; value: unknown }[] }

/** User JavaScript in an isolated runtime with time and memory limits, no host objects. */
export type SandboxPort = {
  /**
   * Runs `code` as the body of an async function whose parameters are `args` (names → values,
   * passed by value as JSON). `setVariable(name, value)` inside records a write; `fetch` (when
   * `allowFetch`) goes through the HttpPort rules and resolves to the response text.
   */
  run: (code: string, args: Record<string, unknown>, options?: { timeoutMs?: number; allowFetch?: boolean }) => Promise<SandboxResult>
}

export type MailMessage = {
  from: string
  to: string[]
  cc?: string[]
  bcc?: string[]
  replyTo?: string
  subject: string
  html?: string
  text?: string
  attachments?: { filename: string; content: Uint8Array; contentType?: string }[]
}
export type MailPort = {
  /** Sends with the SMTP account `credentialsId` ("default" = the server's); false when it is unknown. */
  send: (credentialsId: string, message: Omit<MailMessage, 'from'>) => Promise<{ sent: boolean; from?: string }>
}

/** Secrets a block refers to by id, scoped to the bot's workspace. */
export type CredentialsPort = {
  get: (workspaceId: string, credentialsId: string) => Promise<Record<string, string> | null>
}

/** Loads the target of a Bot link: published copy for live chats, the draft for preview. */
export type BotLoaderPort = {
  load: (workspaceId: string, botId: string, mode: 'published' | 'draft') => Promise<BotSnapshot | null>
}

/** A Stripe PaymentIntent, as far as the Payment input needs it. */
export type PaymentIntent = {
  id: string
  clientSecret: string
  status: string
  /** Stripe's message for the last failed attempt (a bank page refused, a declined card), for the visitor. */
  lastPaymentError?: string
}

/** Stripe's payment intents (Payment input), at the address the server is configured with. */
export type PaymentsPort = {
  /** Where the chat page loads Stripe.js from, for the card form. */
  stripeJsUrl: string
  /** Both throw with Stripe's own message when it answers an error; `secretKey` is the account's. */
  createPaymentIntent: (
    secretKey: string,
    intent: { amount: number; currency: string; description?: string; receiptEmail?: string },
  ) => Promise<PaymentIntent>
  retrievePaymentIntent: (secretKey: string, paymentIntentId: string) => Promise<PaymentIntent>
}

/** Everything the engine needs from the outside world; tests pass fakes. */
/** Files a block makes (a QR code image), kept with the chat's uploads. */
export type FilesPort = {
  /** Stores the file for the current result and block; resolves to its public URL. */
  store: (file: { botId: string; resultId: string; blockId: string; fileName: string; contentType: string; bytes: Uint8Array }) => Promise<string>
}

/** Where Google's APIs answer (the server's configuration; absent = Google's own addresses). */
export type GoogleApisConfig = { sheetsUrl: string; tokenUrl: string }

export type EnginePorts = {
  now: () => Date
  /** Uniform in [0, 1). */
  random: () => number
  createId: () => string
  http: HttpPort
  sandbox: SandboxPort
  mail: MailPort
  credentials: CredentialsPort
  bots: BotLoaderPort
  files: FilesPort
  payments: PaymentsPort
  googleApis?: GoogleApisConfig
}

export type { VariableValue }
