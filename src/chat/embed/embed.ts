// The embed for any web site: custom elements for the three modes and a small global API.
// Loaded by `/embed.js`, a classic script that imports this module from the service.
import { embedState } from './embedState'
import { ChatbotBubble, ChatbotPopup, ChatbotStandard } from './widgets'

const define = (name: string, element: CustomElementConstructor) => {
  if (!customElements.get(name)) customElements.define(name, element)
}
define('chatbot-standard', ChatbotStandard)
define('chatbot-popup', ChatbotPopup)
define('chatbot-bubble', ChatbotBubble)

const eachOpenable = (act: (widget: typeof embedState.openables extends Set<infer W> ? W : never) => void) => embedState.openables.forEach(act)

/** `window.Chatbot`: what the host page's own scripts can do with the widgets. */
const api = {
  open: () => eachOpenable((w) => w.open()),
  close: () => eachOpenable((w) => w.close()),
  toggle: () => eachOpenable((w) => w.toggle()),
  showPreviewMessage: (text?: string) => eachOpenable((w) => w.showPreviewMessage?.(text)),
  sendCommand: (command: string) => Promise.all([...embedState.chats].map((chat) => chat.sendCommand(command))),
  /** Values by variable name for chats that start from now on. */
  setPrefilledVariables: (variables: Record<string, unknown>) => {
    Object.assign(embedState.prefilledVariables, variables)
  },
}
;(window as unknown as { Chatbot: typeof api }).Chatbot = api
window.dispatchEvent(new CustomEvent('chatbot:ready'))
