import type { CalComBooking } from './chatState'

/** Cal.com's embed API: a function taking an instruction and its settings, queued until its script has loaded. */
type CalApi = ((instruction: string, settings?: unknown) => void) & { q?: unknown[][]; ns?: Record<string, unknown>; loaded?: boolean }
type CalWindow = Window & { Cal?: CalApi }

/**
 * Cal.com's embed function, loading `{baseUrl}/embed/embed.js` once per page. Until the script is
 * there, instructions wait in `Cal.q`, which the script reads on load: what Cal.com's own snippet does.
 */
function calApi(baseUrl: string): CalApi {
  const page = window as CalWindow
  if (!page.Cal) {
    const queued: CalApi = Object.assign((...args: unknown[]) => void queued.q!.push(args), { q: [] as unknown[][], ns: {}, loaded: true })
    page.Cal = queued
    const script = document.createElement('script')
    script.src = `${baseUrl}/embed/embed.js`
    script.async = true
    document.head.append(script)
  }
  return (instruction, settings) => page.Cal!(instruction, settings)
}

/** The date Cal.com's `bookingSuccessful` event carries. */
const bookedDate = (event: unknown): string | undefined => {
  const date = (event as { detail?: { data?: { date?: unknown } } } | null)?.detail?.data?.date
  return typeof date === 'string' ? date : undefined
}

/**
 * Shows the event's booking calendar inline in `element`, its form opening with the prefilled
 * answers; calls `onBooked` with the booked date once, when the visitor has booked. Returns a
 * function that stops listening.
 */
export function mountCalComBooking(element: HTMLElement, booking: CalComBooking, onBooked: (date: string) => void): () => void {
  const cal = calApi(booking.baseUrl)
  let listening = true
  const callback = (event: unknown) => {
    if (!listening) return
    listening = false
    cal('off', { action: 'bookingSuccessful', callback })
    onBooked(bookedDate(event) ?? '')
  }
  cal('init', { origin: booking.baseUrl })
  cal('inline', { elementOrSelector: element, calLink: booking.link, layout: booking.layout, config: booking.prefill })
  cal('ui', { hideEventTypeDetails: false, layout: booking.layout })
  cal('on', { action: 'bookingSuccessful', callback })
  return () => {
    listening = false
  }
}
