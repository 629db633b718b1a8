import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { resolveTheme } from '../../shared/bot/theme/resolveTheme'
import type { ResolvedTheme } from '../../shared/bot/theme/resolvedTheme'
import { createChatApi } from '../api/chatApi'
import { ChatController, type ChatHooks, type ChatSource } from '../runtime/chatController'
import { SCRIPT_SANDBOX_PATH } from '../../shared/chat/scriptSandbox'
import { createIsolatedScriptRunner, createPageScriptRunner } from '../runtime/scriptRunner'
import { uploadFiles } from '../runtime/uploads'
import { loadFont } from '../theme/fonts'
import { themeVariables } from '../theme/themeVariables'
import { Conversation } from './Conversation'
import { LanguageSwitcher } from './LanguageSwitcher'
import { ChatInputView } from './inputs/ChatInputView'
import type { InputContext } from './inputs/inputProps'

export type ChatProps = ChatHooks & {
  /** Base URL of the chat API, including its `/api` prefix. */
  apiBase: string
  /** A published bot by public id, or the draft of a bot through the authenticated preview route. */
  source: ChatSource
  /** Initial variable values by name (unknown names are ignored by the service). */
  prefilledVariables?: Record<string, unknown>
  /** Where client scripts run: the page itself (public page), or an isolated frame (default for previews). */
  scriptContext?: 'page' | 'isolated'
  /** The chat origin's sandbox page isolated scripts run in; by default that of `apiBase`'s origin. */
  scriptSandboxUrl?: string
  /** `newTab` (default for previews) never navigates the page away. */
  redirects?: 'page' | 'newTab'
  /** Moves focus to each new input (default true). */
  autoFocus?: boolean
  /** Loads the theme's web font into the document (default true). */
  loadFonts?: boolean
  /** Receives the controls a host page drives the chat with (the embed's `sendCommand`). */
  onReady?: (controls: ChatControls) => void
  /** Drawn in place of the theme the service sent: the builder's theme panel previews unsaved edits. */
  themeOverride?: ResolvedTheme
  /** The language to speak when the bot has it (the public page's `lang` parameter). */
  language?: string
}

export type ChatControls = {
  sendCommand: (command: string) => Promise<void>
  /** The builder's preview debugger: step or continue a paused preview. */
  debug: (action: 'step' | 'continue') => Promise<void>
}

const fallbackTheme = resolveTheme(undefined, '6')

/** The chat inside its shadow root: runs one conversation from start to end. */
export function ChatApp(props: ChatProps) {
  const [controller] = useState(() => {
    const isPreview = props.source.type === 'preview'
    const scriptContext = props.scriptContext ?? (isPreview ? 'isolated' : 'page')
    const inPage = scriptContext === 'page'
    return new ChatController({
      api: createChatApi(props.apiBase),
      source: props.source,
      prefilledVariables: props.prefilledVariables,
      language: props.language,
      scripts:
        inPage
          ? createPageScriptRunner()
          : createIsolatedScriptRunner(props.scriptSandboxUrl ?? `${new URL(props.apiBase).origin}${SCRIPT_SANDBOX_PATH}`),
      redirects: props.redirects ?? (isPreview ? 'newTab' : 'page'),
      embeds: inPage ? 'page' : 'link',
      pageScripts: inPage,
    })
  })
  // The controller calls the newest callbacks.
  useLayoutEffect(() => controller.setHooks(props))
  useEffect(() => {
    void controller.start()
    return () => controller.dispose()
  }, [controller])
  const { onReady } = props
  useEffect(() => onReady?.({ sendCommand: (command) => controller.sendCommand(command), debug: (action) => controller.debug(action) }), [controller, onReady])

  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  const shownTheme = props.themeOverride ?? state.theme
  const theme = shownTheme ?? fallbackTheme
  const scroller = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (shownTheme && props.loadFonts !== false) loadFont(shownTheme.general.font)
  }, [shownTheme, props.loadFonts])
  // Follows the conversation down, also when images load later, unless the visitor scrolled up.
  const isFollowing = useRef(true)
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    isFollowing.current = true
    element.scrollTop = element.scrollHeight
  }, [state.entries, state.isTyping, state.input])
  useEffect(() => {
    const element = scroller.current
    const content = element?.firstElementChild
    if (!element || !content || typeof ResizeObserver === 'undefined') return
    const onScroll = () => {
      isFollowing.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80
    }
    const observer = new ResizeObserver(() => {
      if (isFollowing.current) element.scrollTop = element.scrollHeight
    })
    element.addEventListener('scroll', onScroll, { passive: true })
    observer.observe(content)
    return () => {
      element.removeEventListener('scroll', onScroll)
      observer.disconnect()
    }
  }, [])

  const isFocused = theme.chat.focusedMode.isEnabled
  const allowsFocus = props.autoFocus ?? true
  // Focused mode: each new question takes focus (its first bubble, else its input), so it is read from its start.
  useEffect(() => {
    if (!isFocused || !allowsFocus || state.phase !== 'input') return
    const container = scroller.current
    const target = container?.querySelector<HTMLElement>('[data-question-start]') ?? container?.querySelector<HTMLElement>('.bbc-input input, .bbc-input textarea, .bbc-input button')
    target?.focus()
  }, [isFocused, allowsFocus, state.phase, state.questionStart, state.input])

  const api = useMemo(() => createChatApi(props.apiBase), [props.apiBase])
  const previousAnswer = state.prefill && state.prefill.inputId === state.input?.id ? state.prefill.value : undefined
  const context: InputContext = {
    autoFocus: allowsFocus && !isFocused,
    prefill: previousAnswer ?? (state.settings.general.isInputPrefillEnabled ? state.input?.prefilledValue : undefined),
    systemMessages: state.settings.general.systemMessages,
    buttonsLayout: theme.chat.buttonsInput.layout,
    upload: (blockId, files, onProgress) => uploadFiles(api, state.sessionId ?? '', blockId, files, onProgress),
    rememberPayment: (paymentIntentId) => controller.rememberPayment(paymentIntentId),
  }
  const { progressBar } = theme.general
  return (
    <div
      className={`bbc-root${isFocused ? ' bbc-focused' : ''}`}
      style={themeVariables(theme, state.dynamicTheme) as React.CSSProperties}
      data-phase={state.phase}
      lang={state.languages?.current}
    >
      {state.languages && <LanguageSwitcher languages={state.languages} onChange={(code) => void controller.switchLanguage(code)} />}
      {progressBar.isEnabled && state.progress !== undefined && (
        <div
          className={`bbc-progress bbc-progress-${progressBar.placement === 'Bottom' ? 'bottom' : 'top'}`}
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(state.progress)}
          style={{ position: progressBar.position === 'fixed' ? 'fixed' : 'absolute' }}
        >
          <span style={{ width: `${state.progress}%` }} />
        </div>
      )}
      <div className="bbc-container" ref={scroller}>
        <div className="bbc-content">
          <Conversation
            entries={state.entries}
            isTyping={state.isTyping}
            theme={theme}
            dynamicTheme={state.dynamicTheme}
            onRetry={() => controller.retryLast()}
            onBooked={(key, date) => controller.completeBooking(key, date)}
            focus={isFocused ? { questionStart: state.questionStart } : undefined}
          />
          {state.phase === 'starting' && (
            <div className="bbc-status" role="status" aria-label="Loading the chat">
              <span className="bbc-spinner" />
            </div>
          )}
          {state.phase === 'input' && state.input && (
            <div className="bbc-input" data-input-type={state.input.type}>
              <ChatInputView
                key={`${state.input.id}:${state.entries.length}:${state.languages?.current ?? ''}`}
                input={state.input}
                context={context}
                onAnswer={(message, display) => void controller.answer(message, display)}
              />
              {theme.chat.backButton.isEnabled && state.canGoBack && (
                <button type="button" className="bbc-button bbc-button-quiet bbc-back" onClick={() => void controller.goBack()} data-testid="chat-back">
                  <span aria-hidden="true">←</span> {theme.chat.backButton.label}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      <div className="bbc-sr-only" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {state.announcement}
      </div>
      {theme.customCss && <style>{theme.customCss}</style>}
    </div>
  )
}
