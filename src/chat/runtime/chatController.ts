import type { IncomingMessage } from '../../shared/chat/message'
import type { ChatLog, ChatResponse, ClientSideAction, StartChatResponse } from '../../shared/chat/response'
import type { DebugAction, PreviewDebug } from '../../shared/chat/debug'
import { resolveSettings } from '../../shared/bot/settings/resolveSettings'
import { resolveTheme } from '../../shared/bot/theme/resolveTheme'
import { defaultPaymentInputOptions } from '../../shared/bot/blocks/inputs/paymentDefaults'
import { defaultTimeoutSeconds } from '../../shared/bot/timerDefaults'
import { ChatApiError, type ChatApi, type ClientLog, type PreviewStart } from '../api/chatApi'
import { runAction, type ActionReply } from './clientActions'
import type { CalComBooking, ChatEntry, ChatState } from './chatState'
import { plainTextOf } from './plainText'
import { rememberPaymentInProgress, takePaymentInProgress, type PaymentInProgress, type PaymentReturn } from './paymentRedirect'
import { readRememberedResult, rememberResult } from './rememberUser'
import type { ScriptRunner } from './scriptRunner'
import { bubbleDelayMs } from './typingDelay'

export type ChatSource =
  | { type: 'public'; publicId: string }
  /** `debug`: run under the builder's debugger (breakpoints, stepping, a trace with each turn). */
  | { type: 'preview'; botId: string; token: string; startFrom?: PreviewStart; debug?: boolean }

/** Logs of one turn: the engine's (from the response) or the client's own (sent to clientLogs too). */
export type TurnLogs = { turn: number; origin: 'server' | 'client'; logs: (ChatLog | ClientLog)[] }

export type ChatHooks = {
  onLogs?: (logs: TurnLogs) => void
  /** The block the chat stands at: the pending input, else the last bubble shown. */
  onRunningBlockChange?: (blockId: string | undefined) => void
  /** Public page: the head code it should inject (startPropsToInject). */
  onStartProps?: (props: { customHeadCode: string }) => void
  onEnd?: () => void
  /** Debugged previews: the trace, variables and pause of each turn. */
  onDebug?: (debug: PreviewDebug) => void
  /** Debugged previews: the breakpoints to send with each turn (the builder may change them any time). */
  debugBreakpoints?: () => string[]
}

export type ChatControllerOptions = {
  api: ChatApi
  source: ChatSource
  prefilledVariables?: Record<string, unknown>
  scripts: ScriptRunner
  /** `newTab` keeps the page (the builder's preview) and opens every redirect in a new tab. */
  redirects: 'page' | 'newTab'
  /** Third-party services' steps (Google Analytics, Meta Pixel, Chatwoot) load their scripts into the page (public page, embeds). */
  pageScripts?: boolean
  sleep?: (ms: number) => Promise<void>
  /** The language asked for by the page (its `lang` parameter); the browser's languages are sent too. */
  language?: string
  /** Where third-party embeds' scripts (Cal.com's) may run: the page (public page), or nowhere (the builder's preview: a link instead). */
  embeds?: 'page' | 'link'
}

/** Input types whose normalised answer (`lastMessageNewFormat`) replaces what the visitor typed. */
const reformattedInputs = new Set(['text input', 'number input', 'email input', 'url input', 'phone number input', 'date input', 'time input', 'rating input'])

/** How often the page asks for a timeout's turn once the input's seconds are over. */
const noticePollMs = 1500

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * One visitor's chat: starts it, plays each response in order (typing, bubbles, client-side actions,
 * replies), sends answers, and keeps the state the view renders. Framework-free; the view subscribes.
 */
export class ChatController {
  private state: ChatState = {
    phase: 'starting',
    entries: [],
    isTyping: false,
    settings: resolveSettings(undefined),
    dynamicTheme: {},
    announcement: '',
    questionStart: 0,
    canGoBack: false,
  }
  private listeners = new Set<() => void>()
  private disposed = false
  private turn = 0
  private keys = 0
  private retry?: () => void
  private answeredType?: string
  private stopWaiting?: () => void
  private readonly sleep: (ms: number) => Promise<void>
  private currentHooks: ChatHooks = {}
  private bookings = new Map<string, (date: string | null) => void>()
  /** Where each question still on screen began (entries index), oldest first: going back cuts the conversation there. */
  private questions: { start: number; inputId: string }[] = []
  /** Entries index where the visitor's current turn began (after their answer). */
  private turnStart = 0
  /** The last notice (a turn the server ran alone) this page played. */
  private noticeSeq = 0
  /** True once an input with a timeout was shown: answers then say which timeout turns were seen. */
  private watchesTimeouts = false

  constructor(private readonly options: ChatControllerOptions) {
    this.sleep = options.sleep ?? defaultSleep
  }

  getState = () => this.state
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private set(patch: Partial<ChatState>) {
    if (this.disposed) return
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }
  private hooks = () => this.currentHooks
  /** The callbacks to call from now on (the view passes its newest props). */
  setHooks(hooks: ChatHooks) {
    this.currentHooks = hooks
  }
  private nextKey = () => `e${++this.keys}`
  private push(entry: ChatEntry, announcement?: string) {
    this.set({ entries: [...this.state.entries, entry], ...(announcement !== undefined && { announcement }) })
  }
  updateEntry(key: string, patch: Partial<ChatEntry>) {
    this.set({ entries: this.state.entries.map((entry) => (entry.key === key ? ({ ...entry, ...patch } as ChatEntry) : entry)) })
  }

  /** Starts the chat (once), or resumes the one that left for a bank's page when the address says it is back. */
  async start() {
    const { api, source, prefilledVariables } = this.options
    const paymentInProgress = source.type === 'public' ? takePaymentInProgress(source.publicId) : undefined
    if (paymentInProgress) return this.resumePayment(paymentInProgress.chat, paymentInProgress.back)
    const browserLanguages = typeof navigator === 'undefined' ? undefined : [...(navigator.languages ?? [navigator.language])].filter(Boolean).slice(0, 20)
    const body = {
      prefilledVariables,
      isStreamEnabled: true,
      textBubbleContentFormat: 'richText' as const,
      ...(this.options.language && { lang: this.options.language }),
      ...(browserLanguages?.length && { browserLanguages }),
    }
    let response: StartChatResponse
    try {
      response =
        source.type === 'public'
          ? await api.startChat(source.publicId, { ...body, resultId: readRememberedResult(source.publicId) })
          : await api.startPreviewChat(source.botId, source.token, {
              ...body,
              startFrom: source.startFrom,
              // Under the debugger the server asks the model itself, so the trace holds the prompt and the answer.
              ...(source.debug && { debug: { breakpoints: this.breakpoints() }, isStreamEnabled: false }),
            })
    } catch (error) {
      this.fail(error, () => void this.start())
      return
    }
    if (this.disposed) return
    const settings = resolveSettings(response.bot.settings)
    if (source.type === 'public') rememberResult(source.publicId, response.resultId, settings.general.rememberUser)
    this.set({
      sessionId: response.sessionId,
      theme: resolveTheme(response.bot.theme, response.bot.version === '6.1' ? '6.1' : '6'),
      settings,
      languages: response.languages,
      phase: 'playing',
    })
    await this.play(response)
  }

  /**
   * The visitor picks another language: what follows is said in it, and a waiting input is shown
   * again in it. What was already said stays as it was. A refusal is a notice, the chat goes on.
   */
  async switchLanguage(language: string) {
    const { sessionId, languages } = this.state
    if (!sessionId || !languages || languages.current === language) return
    try {
      const switched = await this.options.api.switchLanguage(sessionId, language)
      if (this.disposed) return
      const settings = resolveSettings(switched.settings)
      const name = languages.available.find((entry) => entry.code === switched.language)?.name ?? switched.language
      this.set({
        languages: { ...languages, current: switched.language },
        settings: { ...this.state.settings, general: settings.general },
        ...(this.state.phase === 'input' && switched.input && { input: switched.input }),
        announcement: name,
      })
    } catch (error) {
      this.notice({ text: error instanceof Error ? error.message : String(error) })
    }
  }

  /**
   * Back from the bank: the conversation seen so far is shown again and the payment answer sent
   * for the intent the visitor paid; the server asks Stripe whether it really succeeded.
   */
  private async resumePayment(chat: PaymentInProgress, back: PaymentReturn) {
    const { paymentIntentId: _paid, ...seen } = chat
    const entries = seen.entries.map((entry) => ({ ...entry, key: this.nextKey() }))
    this.set({ ...seen, entries, phase: 'input', announcement: '' })
    const input = chat.input?.type === 'payment input' ? chat.input : undefined
    const success = input?.options?.labels?.success || defaultPaymentInputOptions.labels.success
    const message: IncomingMessage = { type: 'text', text: success, metadata: { paymentIntentId: back.paymentIntentId } }
    await this.answer(message, back.redirectStatus === 'succeeded' ? { text: success } : undefined)
  }

  /**
   * Keeps the chat before Stripe confirms a payment that may leave the page. Public chats only: the
   * builder's preview is not resumed (its page is the builder). Returns how to forget it when it stayed.
   */
  rememberPayment(paymentIntentId: string): () => void {
    const { source } = this.options
    const { sessionId, theme, settings, dynamicTheme, progress, input, entries } = this.state
    if (source.type !== 'public') return () => {}
    return rememberPaymentInProgress(source.publicId, { paymentIntentId, sessionId, theme, settings, dynamicTheme, progress, input, entries })
  }

  /** Answers the pending input; `display` is what the visitor's bubble shows (none for a skip). */
  async answer(message: IncomingMessage | null, display?: { text: string; files?: { name: string; url: string }[] }) {
    if (this.state.phase !== 'input') return
    this.answeredType = this.state.input?.type
    if (display) this.push({ kind: 'guest', key: this.nextKey(), ...display })
    this.beginTurn()
    await this.send(message)
  }

  /** Fires a command event (the embed's `sendCommand`): whenever the chat is not busy with a turn. */
  async sendCommand(command: string) {
    if (this.state.phase === 'playing' || !this.state.sessionId) return
    this.beginTurn()
    await this.send({ type: 'command', command })
  }

  /** What the bot says from here on is the next question; what came before is history (focused mode fades it). */
  private beginTurn() {
    this.turnStart = this.state.entries.length
    this.set({ questionStart: this.turnStart, prefill: undefined })
  }

  /**
   * Back to the previous question (issue 14): the service returns the session there and the
   * conversation is cut back to where that question began, then shows it again with the answer
   * given. A refusal (the flow does not allow it) is said in a notice and the current question stays.
   */
  async goBack() {
    const { sessionId, input } = this.state
    if (this.state.phase !== 'input' || !sessionId || !input || this.questions.length < 2) return
    this.set({ phase: 'playing', input: undefined, canGoBack: false })
    let response: Awaited<ReturnType<ChatApi['goBack']>>
    try {
      response = await this.options.api.goBack(sessionId)
    } catch (error) {
      if (this.disposed) return
      const isNetwork = error instanceof ChatApiError && (error.isNetworkError || error.status === 429)
      const { systemMessages } = this.state.settings.general
      this.notice(isNetwork ? { title: systemMessages.networkErrorTitle, text: systemMessages.networkErrorMessage } : { text: error instanceof Error ? error.message : String(error) })
      // Only a network failure may succeed later; a refusal stays one for this question.
      this.set({ phase: 'input', input, canGoBack: isNetwork })
      return
    }
    if (this.disposed) return
    this.questions.pop()
    const previous = this.questions.pop()!
    this.turnStart = previous.start
    this.set({
      entries: this.state.entries.slice(0, previous.start),
      questionStart: previous.start,
      prefill: response.input ? { inputId: response.input.id, value: response.previousAnswer } : undefined,
      announcement: 'Back to the previous question',
    })
    await this.play(response, { instant: true })
  }

  /** Tries the failed request again (after a network error). */
  retryLast() {
    const retry = this.retry
    this.retry = undefined
    retry?.()
  }

  /** Writes a log the client produced: to the hooks and to the session's result. */
  clientLog(log: ClientLog) {
    this.hooks().onLogs?.({ turn: this.turn, origin: 'client', logs: [log] })
    const { sessionId } = this.state
    if (sessionId) this.options.api.sendClientLogs(sessionId, [log]).catch(() => {})
  }

  /** Adds a notice from the client (e.g. a blocked pop-up). */
  notice(entry: Omit<Extract<ChatEntry, { kind: 'notice' }>, 'key' | 'kind'>) {
    this.push({ kind: 'notice', key: this.nextKey(), ...entry }, [entry.title, entry.text].filter(Boolean).join('. '))
  }

  dispose() {
    this.disposed = true
    this.stopWaiting?.()
    this.options.scripts.dispose()
    this.listeners.clear()
  }

  get isDisposed() {
    return this.disposed
  }

  private breakpoints = () => this.hooks().debugBreakpoints?.() ?? []

  /** Debugged preview paused before a block: `step` runs that one block, `continue` runs to the next breakpoint or input. */
  async debug(action: DebugAction) {
    if (this.state.phase !== 'paused') return
    await this.send(null, action)
  }

  private async send(message: IncomingMessage | null, action?: DebugAction) {
    const sessionId = this.state.sessionId
    if (!sessionId) return
    this.set({ phase: 'playing', input: undefined })
    const { source, api } = this.options
    let response: ChatResponse
    try {
      response =
        source.type === 'preview' && source.debug
          ? await api.continuePreviewChat(source.botId, source.token, sessionId, message, { breakpoints: this.breakpoints(), ...(action && { action }) })
          : await api.continueChat(sessionId, message, this.watchesTimeouts ? this.noticeSeq : undefined)
      if (response.lastNoticeSeq !== undefined) this.noticeSeq = Math.max(this.noticeSeq, response.lastNoticeSeq)
    } catch (error) {
      this.fail(error, () => void this.send(message, action))
      return
    }
    await this.play(response)
  }

  private fail(error: unknown, retry?: () => void) {
    if (this.disposed) return
    const { systemMessages } = this.state.settings.general
    if (!(error instanceof ChatApiError)) {
      // A fault of the client itself: say it plainly, nothing to retry.
      console.error('[chat]', error)
      this.retry = undefined
      this.notice({ text: error instanceof Error ? error.message : String(error) })
    } else {
      const isTransient = error.isNetworkError || error.status >= 500 || error.status === 429
      this.retry = isTransient ? retry : undefined
      if (error.isNetworkError || error.status === 429)
        this.notice({ title: systemMessages.networkErrorTitle, text: systemMessages.networkErrorMessage, canRetry: Boolean(retry) })
      else this.notice({ text: error.message, canRetry: isTransient && Boolean(retry) })
    }
    this.set({ phase: 'failed', isTyping: false })
  }

  /** Shows one response: actions run after the bubble they follow (§4.5), then the input or the end. `instant`: no typing delay (a question shown again). */
  private async play(response: ChatResponse & { debug?: PreviewDebug }, { instant = false }: { instant?: boolean } = {}) {
    this.turn += 1
    if (response.debug) this.hooks().onDebug?.(response.debug)
    if (response.logs?.length) this.hooks().onLogs?.({ turn: this.turn, origin: 'server', logs: response.logs })
    this.set({
      dynamicTheme: { ...this.state.dynamicTheme, ...response.dynamicTheme },
      ...(response.progress !== undefined && { progress: response.progress }),
    })
    if (response.lastMessageNewFormat && this.answeredType && reformattedInputs.has(this.answeredType)) this.reformatLastAnswer(response.lastMessageNewFormat)
    this.answeredType = undefined

    const { messages } = response
    const actions = response.clientSideActions ?? []
    let next = 0
    let reply: ActionReply | undefined
    // An action is due once its bubble is on screen: no later message of this response carries that id.
    const runDueActions = async (shown: number) => {
      while (next < actions.length && reply === undefined && !this.disposed) {
        const action: ClientSideAction = actions[next]
        if (action.lastBubbleBlockId && messages.slice(shown).some((message) => message.id === action.lastBubbleBlockId)) return
        next += 1
        reply = await runAction(this, action)
        if (reply === undefined && action.expectsDedicatedReply) reply = { message: null }
      }
    }
    try {
      for (let index = 0; index < messages.length && reply === undefined; index++) {
        await runDueActions(index)
        if (this.disposed) return
        if (reply === undefined) await this.showBubble(messages[index], instant)
      }
      await runDueActions(messages.length)
    } catch (error) {
      this.fail(error)
      return
    }
    if (this.disposed) return
    if (reply !== undefined) return this.send(reply.message)

    const pausedAt = response.debug?.pausedAt
    if (pausedAt) {
      this.hooks().onRunningBlockChange?.(pausedAt.blockId)
      this.set({ phase: 'paused', isTyping: false, announcement: 'Paused in the debugger' })
      return
    }
    const last = messages.at(-1)
    const runningBlockId = response.input?.id ?? last?.id
    if (runningBlockId) this.hooks().onRunningBlockChange?.(runningBlockId)
    if (response.input) {
      this.markQuestion(response.input.id, messages)
      this.set({ phase: 'input', input: response.input, isTyping: false, canGoBack: this.questions.length >= 2 })
      this.watchTimeout(response.input)
    } else if (last?.type === 'embed' && last.content.waitForEvent?.isEnabled && last.content.waitForEvent.name) {
      this.waitForEmbedEvent(last.content.waitForEvent.name)
    } else {
      this.set({ phase: 'ended', isTyping: false })
      this.hooks().onEnd?.()
    }
  }

  /**
   * Remembers where the question now asked began. A retry (only the retry text, with the input's
   * id, §4.7) keeps the question it retries: the wrong answer and the retry text belong to it.
   */
  private markQuestion(inputId: string, messages: ChatResponse['messages']) {
    const last = this.questions.at(-1)
    if (last?.inputId === inputId && messages.every((message) => message.id === inputId)) {
      this.set({ questionStart: last.start })
      return
    }
    this.questions.push({ start: this.turnStart, inputId })
  }

  private async showBubble(message: ChatResponse['messages'][number], instant = false) {
    const typing = this.state.settings.typingEmulation
    const hostBubbles = this.state.entries.filter((entry) => entry.kind === 'host' || entry.kind === 'stream').length
    let delay = instant || (hostBubbles === 0 && typing.isDisabledOnFirstMessage) ? 0 : bubbleDelayMs(message, typing)
    if (!instant && this.state.entries.at(-1)?.kind === 'host') delay += Math.min(Math.max(typing.delayBetweenBubbles, 0), 5) * 1000
    if (delay > 0) {
      this.set({ isTyping: true })
      await this.sleep(delay)
      this.set({ isTyping: false })
    }
    this.push({ kind: 'host', key: this.nextKey(), message }, plainTextOf(message))
  }

  /** Streams a completion into a growing bubble and returns its full text. */
  async streamCompletion(messages: { role: string; content: string }[]): Promise<string> {
    const sessionId = this.state.sessionId!
    const key = this.nextKey()
    let text = ''
    try {
      const body = await this.options.api.streamMessage(sessionId, messages)
      this.push({ kind: 'stream', key, text })
      const reader = body.getReader()
      const decoder = new TextDecoder()
      for (;;) {
        const { done, value } = await reader.read()
        if (done || this.disposed) break
        text += decoder.decode(value, { stream: true })
        this.updateEntry(key, { text })
      }
      text += decoder.decode()
      this.set({ announcement: text })
    } catch (error) {
      this.clientLog({ status: 'error', description: 'Streaming the completion failed', details: error instanceof Error ? error.message : String(error) })
    }
    return text
  }

  /** Shows Cal.com's booking calendar and waits for the visitor to book: the booked date, or null when the preview skips it. */
  bookWithCalCom(booking: CalComBooking): Promise<string | null> {
    const key = this.nextKey()
    this.push({ kind: 'calCom', key, booking, inPage: this.options.embeds !== 'link' }, 'Book a time')
    return new Promise((resolve) => this.bookings.set(key, resolve))
  }

  /** The booking calendar `key` is done: the chat goes on with its date. */
  completeBooking(key: string, date: string | null) {
    const resolve = this.bookings.get(key)
    if (!resolve) return
    this.bookings.delete(key)
    this.updateEntry(key, { isDone: true })
    resolve(date)
  }

  /**
   * An input with a timeout (issue 14): the server measures it and moves the chat on by itself; from
   * the moment it may have, the page asks for what the server said meanwhile, and plays it like a
   * response. Stops as soon as the visitor answers or the input changes.
   */
  private watchTimeout(input: NonNullable<ChatState['input']>) {
    const timeout = (input.options as { timeout?: { isEnabled?: boolean; seconds?: number } } | undefined)?.timeout
    const sessionId = this.state.sessionId
    if (!timeout?.isEnabled || !sessionId) return
    this.watchesTimeouts = true
    const stillWaiting = () => !this.disposed && this.state.phase === 'input' && this.state.input === input
    let polls = 0
    const poll = async () => {
      if (!stillWaiting()) return
      const found = await this.options.api.sessionNotices(sessionId, this.noticeSeq).catch(() => undefined)
      if (!stillWaiting()) return
      const notices = found?.notices ?? []
      if (notices.length === 0) {
        // The scheduler polls every second or so; a minute late means it will not come while this page is open.
        if (++polls < 40 && !found?.hasEnded) setTimeout(() => void poll(), noticePollMs)
        return
      }
      // The bot moved on without an answer: what it says now is the next question (focused mode fades the rest).
      this.beginTurn()
      this.set({ phase: 'playing', input: undefined })
      for (const { seq, ...response } of notices) {
        this.noticeSeq = Math.max(this.noticeSeq, seq)
        await this.play(response)
      }
    }
    setTimeout(() => void poll(), (timeout.seconds ?? defaultTimeoutSeconds) * 1000)
  }

  private waitForEmbedEvent(name: string) {
    this.set({ phase: 'waiting', isTyping: false })
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { name?: unknown; data?: unknown } | null
      if (!data || typeof data !== 'object' || data.name !== name) return
      this.stopWaiting?.()
      void this.send({ type: 'text', text: JSON.stringify(data.data ?? null) })
    }
    addEventListener('message', onMessage)
    this.stopWaiting = () => {
      removeEventListener('message', onMessage)
      this.stopWaiting = undefined
    }
  }

  private reformatLastAnswer(text: string) {
    const entries = [...this.state.entries]
    for (let index = entries.length - 1; index >= 0; index--) {
      const entry = entries[index]
      if (entry.kind !== 'guest') continue
      entries[index] = { ...entry, text }
      this.set({ entries })
      return
    }
  }

  get scripts() {
    return this.options.scripts
  }
  get redirects() {
    return this.options.redirects
  }
  get runsPageScripts() {
    return this.options.pageScripts ?? false
  }
  get startPropsHook() {
    return this.hooks().onStartProps
  }
  wait(ms: number) {
    return this.sleep(ms)
  }
}
