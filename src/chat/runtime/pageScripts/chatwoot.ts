import type { ClientSideAction } from '../../../shared/chat/response'
import { loadScript } from './loadScript'

type ChatwootTask = Extract<ClientSideAction, { type: 'chatwoot' }>['chatwoot']
type Chatwoot = {
  setUser: (identifier: string, user: Record<string, string | undefined>) => void
  toggle: (state?: 'open' | 'close') => void
  toggleBubbleVisibility: (visibility: 'show' | 'hide') => void
}
type ChatwootWindow = { $chatwoot?: Chatwoot; chatwootSDK?: { run: (config: { websiteToken: string; baseUrl: string }) => void } }

const readyTimeoutMs = 20_000

/** Identifies the visitor (when the block gives details) and opens the widget. */
function open(chatwoot: Chatwoot, user: ChatwootTask['user']) {
  if (user) chatwoot.setUser(user.identifier, { email: user.email, name: user.name, avatar_url: user.avatarUrl, phone_number: user.phoneNumber })
  chatwoot.toggle('open')
}

/** Waits for the SDK's `chatwoot:ready`, which it fires once the widget is set up. */
const widgetReady = () =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The Chatwoot widget did not start')), readyTimeoutMs)
    window.addEventListener('chatwoot:ready', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Opens the Chatwoot widget for the visitor: the SDK is loaded from the Chatwoot address and run
 * with the inbox's website token the first time; or closes it and hides its bubble.
 */
export async function runChatwoot({ task, baseUrl, websiteToken, user }: ChatwootTask): Promise<void> {
  const w = window as unknown as ChatwootWindow
  if (task === 'close') {
    w.$chatwoot?.toggle('close')
    w.$chatwoot?.toggleBubbleVisibility('hide')
    return
  }
  if (w.$chatwoot) return open(w.$chatwoot, user)
  if (!baseUrl || !websiteToken) throw new Error('Chatwoot needs its address and a website token')
  await loadScript(`${baseUrl}/packs/js/sdk.js`)
  if (!w.chatwootSDK) throw new Error('The Chatwoot script did not set up its SDK')
  const ready = widgetReady()
  w.chatwootSDK.run({ websiteToken, baseUrl })
  await ready
  if (w.$chatwoot) open(w.$chatwoot, user)
}
