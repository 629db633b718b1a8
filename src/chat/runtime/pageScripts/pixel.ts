import type { ClientSideAction } from '../../../shared/chat/response'
import { loadScript } from './loadScript'

type PixelEvent = Extract<ClientSideAction, { type: 'pixel' }>['pixel']
type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[][]; push: Fbq; loaded: boolean; version: string }
type PixelWindow = { fbq?: Fbq; _fbq?: Fbq }

export const pixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js'

const initialised = new Set<string>()

/** Meta's base code: an `fbq` that queues calls until fbevents.js takes them over. */
function installFbq(w: PixelWindow): Fbq {
  if (w.fbq) return w.fbq
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as Fbq
  Object.assign(fbq, { queue: [], loaded: true, version: '2.0' })
  fbq.push = fbq
  w.fbq = fbq
  w._fbq = w._fbq ?? fbq
  return fbq
}

/**
 * Tracks the event with fbq. The pixel is set up the first time (base code, fbevents.js, `init`
 * and a PageView) unless the host page already has it; a custom event is tracked by its name.
 */
export async function trackPixelEvent({ pixelId, isInitSkip, eventType, name, params }: PixelEvent): Promise<void> {
  const w = window as unknown as PixelWindow
  if (isInitSkip && !w.fbq) throw new Error('The page has no Meta Pixel (fbq) although the block says it does')
  const fbq = installFbq(w)
  const loaded = isInitSkip ? Promise.resolve() : loadScript(pixelScriptUrl)
  if (!isInitSkip && !initialised.has(pixelId)) {
    initialised.add(pixelId)
    fbq('init', pixelId)
    fbq('track', 'PageView')
  }
  if (eventType === 'Custom') fbq('trackCustom', name, params)
  else fbq('track', eventType, params)
  await loaded
}
