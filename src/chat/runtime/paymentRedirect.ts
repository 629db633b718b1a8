import type { ChatEntry, ChatState } from './chatState'

/**
 * Payment methods that leave the page (3-D Secure, iDEAL, Bancontact…): Stripe sends the visitor to
 * their bank, then back to the `return_url` with `payment_intent`, `payment_intent_client_secret`
 * and `redirect_status` added. The chat is kept in sessionStorage (this tab only, keyed by the bot)
 * just before Stripe is asked to confirm, so the page it comes back to resumes it instead of
 * starting over.
 */
export type PaymentInProgress = Pick<ChatState, 'sessionId' | 'theme' | 'settings' | 'dynamicTheme' | 'progress' | 'input'> & {
  paymentIntentId: string
  entries: ChatEntry[]
}

/** What Stripe's return_url carries; `redirect_status` is only a hint, the server asks Stripe. */
export type PaymentReturn = { paymentIntentId: string; redirectStatus: string }

const keyOf = (publicId: string) => `bb-chat-payment:${publicId}`
const returnParams = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const

/** Lines worth showing again: what was said; notices and booking calendars belonged to that moment. */
const keptEntry = (entry: ChatEntry) => entry.kind === 'host' || entry.kind === 'guest' || entry.kind === 'stream'

/** Keeps the chat before Stripe may leave the page; returns how to forget it once the payment stayed in the page. */
export function rememberPaymentInProgress(publicId: string, chat: PaymentInProgress): () => void {
  try {
    sessionStorage.setItem(keyOf(publicId), JSON.stringify({ ...chat, entries: chat.entries.filter(keptEntry) }))
  } catch {
    // Full or forbidden storage: after a redirect the chat starts over, as it would without this.
  }
  return () => {
    try {
      sessionStorage.removeItem(keyOf(publicId))
    } catch {
      // Nothing was kept.
    }
  }
}

/** The payment the page's address says the visitor comes back from, if any. */
export function paymentReturn(): PaymentReturn | undefined {
  const params = new URLSearchParams(location.search)
  const paymentIntentId = params.get('payment_intent')
  if (!paymentIntentId || !params.has('payment_intent_client_secret')) return undefined
  return { paymentIntentId, redirectStatus: params.get('redirect_status') ?? '' }
}

function readSaved(publicId: string): PaymentInProgress | undefined {
  try {
    const raw = sessionStorage.getItem(keyOf(publicId))
    return raw ? (JSON.parse(raw) as PaymentInProgress) : undefined
  } catch {
    return undefined
  }
}

/** Whether this bot's chat waits for the payment the address names (an embed opens itself for it). */
export function hasPaymentToResume(publicId: string): boolean {
  const back = paymentReturn()
  return Boolean(back && readSaved(publicId)?.paymentIntentId === back.paymentIntentId)
}

/**
 * The chat kept for the payment the address names, taken out of storage, with Stripe's parameters
 * taken out of the address bar (a reload then starts afresh instead of paying twice).
 */
export function takePaymentInProgress(publicId: string): { chat: PaymentInProgress; back: PaymentReturn } | undefined {
  const back = paymentReturn()
  const chat = readSaved(publicId)
  if (!back || chat?.paymentIntentId !== back.paymentIntentId || !chat.sessionId) return undefined
  try {
    sessionStorage.removeItem(keyOf(publicId))
  } catch {
    // Read but not removable: the cleaned address keeps it from being used again.
  }
  const url = new URL(location.href)
  for (const name of returnParams) url.searchParams.delete(name)
  history.replaceState(history.state, '', url)
  return { chat, back }
}
