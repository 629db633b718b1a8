import type { MountedChat } from '../components/Chat'
import { hasPaymentToResume } from '../runtime/paymentRedirect'
import { embedState } from './embedState'
import { mountWidgetChat } from './mountWidgetChat'
import { bubbleCss, popupCss } from './widgetStyles'

const chatIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>'

const closeIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>'

const seconds = (value: string | null) => (value === null || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value) * 1000)

/** `<chatbot-standard public-id>`: the chat inline, filling the element (give it a height). */
export class ChatbotStandard extends HTMLElement {
  private chat?: MountedChat
  connectedCallback() {
    if (!this.style.display) this.style.display = 'block'
    this.chat ??= mountWidgetChat(this, this)
  }
  disconnectedCallback() {
    this.chat?.unmount()
    this.chat = undefined
  }
}

/** A widget that opens and closes; the chat starts on first open, so a closed widget counts no view. */
abstract class OpenableWidget extends HTMLElement {
  protected root = this.attachShadow({ mode: 'open' })
  protected chatHost = document.createElement('div')
  private chat?: MountedChat
  protected abstract setOpen(isOpen: boolean): void
  protected isOpen = false
  private controls = { open: () => this.open(), close: () => this.close(), toggle: () => this.toggle(), showPreviewMessage: (text?: string) => this.showPreviewMessage(text) }

  connectedCallback() {
    embedState.openables.add(this.controls)
    // Back from the bank's page with this bot's payment: the chat opens to go on (once the widget has drawn itself).
    if (!this.chat && hasPaymentToResume(this.getAttribute('public-id') ?? '')) queueMicrotask(() => this.open())
  }
  disconnectedCallback() {
    embedState.openables.delete(this.controls)
    this.chat?.unmount()
    this.chat = undefined
  }
  open() {
    this.chat ??= mountWidgetChat(this.chatHost, this)
    this.isOpen = true
    this.setOpen(true)
  }
  close() {
    this.isOpen = false
    this.setOpen(false)
  }
  toggle() {
    if (this.isOpen) this.close()
    else this.open()
  }
  showPreviewMessage(_text?: string) {}
}

/** `<chatbot-popup public-id auto-show-delay>`: a dialog over the page. */
export class ChatbotPopup extends OpenableWidget {
  private backdrop = document.createElement('div')
  connectedCallback() {
    super.connectedCallback()
    if (this.backdrop.isConnected) return
    this.backdrop.className = 'backdrop'
    this.backdrop.innerHTML = `<style>${popupCss}</style>`
    const panel = Object.assign(document.createElement('div'), { className: 'panel' })
    panel.setAttribute('role', 'dialog')
    panel.setAttribute('aria-modal', 'true')
    panel.setAttribute('aria-label', this.getAttribute('title') ?? 'Chat')
    const close = Object.assign(document.createElement('button'), { className: 'close', textContent: '×' })
    close.setAttribute('aria-label', 'Close the chat')
    close.addEventListener('click', () => this.close())
    this.chatHost.className = 'chat'
    panel.append(close, this.chatHost)
    this.backdrop.append(panel)
    this.backdrop.addEventListener('click', (event) => event.target === this.backdrop && this.close())
    this.backdrop.addEventListener('keydown', (event) => event.key === 'Escape' && this.close())
    this.root.append(this.backdrop)
    const delay = seconds(this.getAttribute('auto-show-delay'))
    if (delay !== undefined) setTimeout(() => this.open(), delay)
  }
  protected setOpen(isOpen: boolean) {
    this.backdrop.classList.toggle('open', isOpen)
  }
}

/**
 * `<chatbot-bubble public-id button-color button-icon-color preview-message preview-message-delay>`.
 * The launcher turns into a close button while the chat is open. On a phone the open chat takes
 * the whole screen and the launcher steps aside (it would cover the chat's input), so the chat
 * shows its own close button there.
 */
export class ChatbotBubble extends OpenableWidget {
  private button = document.createElement('button')
  private panel = document.createElement('div')
  private panelClose = document.createElement('button')
  private preview = document.createElement('button')
  connectedCallback() {
    super.connectedCallback()
    if (this.button.isConnected) return
    const style = Object.assign(document.createElement('style'), { textContent: bubbleCss })
    this.button.className = 'button'
    this.button.style.background = this.getAttribute('button-color') ?? '#0042DA'
    this.button.style.color = this.getAttribute('button-icon-color') ?? '#FFFFFF'
    this.button.addEventListener('click', () => this.toggle())
    this.panel.className = 'panel'
    this.panel.setAttribute('role', 'dialog')
    this.panel.setAttribute('aria-label', this.getAttribute('title') ?? 'Chat')
    this.panel.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return
      this.close()
      this.button.focus()
    })
    this.panelClose.className = 'panel-close'
    this.panelClose.innerHTML = closeIcon
    this.panelClose.setAttribute('aria-label', 'Close chat')
    this.panelClose.addEventListener('click', () => {
      this.close()
      this.button.focus()
    })
    this.chatHost.className = 'chat'
    this.panel.append(this.panelClose, this.chatHost)
    this.preview.className = 'preview'
    this.preview.addEventListener('click', () => this.open())
    this.root.append(style, this.preview, this.panel, this.button)
    this.setOpen(false)
    const message = this.getAttribute('preview-message')
    const delay = seconds(this.getAttribute('preview-message-delay'))
    if (message) setTimeout(() => !this.isOpen && this.showPreviewMessage(message), delay ?? 0)
  }
  protected setOpen(isOpen: boolean) {
    this.panel.classList.toggle('open', isOpen)
    this.button.innerHTML = isOpen ? closeIcon : chatIcon
    this.button.setAttribute('aria-expanded', String(isOpen))
    this.button.setAttribute('aria-label', isOpen ? 'Close chat' : 'Open chat')
    if (isOpen) this.preview.classList.remove('visible')
    // Where the launcher steps aside (phones), focus would drop to the page: it goes to the chat's own close button.
    if (isOpen && this.root.activeElement === this.button && getComputedStyle(this.button).display === 'none') this.panelClose.focus()
  }
  showPreviewMessage(text?: string) {
    const message = text ?? this.getAttribute('preview-message')
    if (!message) return
    this.preview.textContent = message
    this.preview.classList.add('visible')
  }
}
