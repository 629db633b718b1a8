import type { ClientSideAction } from '../../../shared/chat/response'
import { loadScript } from './loadScript'

type GoogleAnalyticsEvent = Extract<ClientSideAction, { type: 'googleAnalytics' }>['googleAnalytics']
type GtagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

export const gtagScriptUrl = (measurementId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`

const configured = new Set<string>()

/**
 * Sends the event with gtag, as Google's snippet sets it up: calls queue in `dataLayer` until
 * gtag.js (loaded for this measurement ID the first time) reads them. Resolves once the script ran.
 */
export function sendGoogleAnalyticsEvent({ trackingId, action, category, label, value, sendTo }: GoogleAnalyticsEvent): Promise<void> {
  const w = window as unknown as GtagWindow
  w.dataLayer = w.dataLayer ?? []
  // gtag.js reads `arguments` objects from the queue, not arrays: hence a classic function.
  w.gtag =
    w.gtag ??
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
  if (!configured.has(trackingId)) {
    configured.add(trackingId)
    w.gtag('js', new Date())
    w.gtag('config', trackingId)
  }
  w.gtag('event', action, { event_category: category, event_label: label, value, send_to: sendTo })
  return loadScript(gtagScriptUrl(trackingId))
}
