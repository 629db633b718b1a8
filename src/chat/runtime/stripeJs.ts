/** The part of Stripe.js the card form uses (https://docs.stripe.com/js). */
export type StripeElement = {
  on: (event: 'ready', handler: () => void) => void
  mount: (target: HTMLElement) => void
  destroy: () => void
}
export type StripeElements = { create: (type: 'payment', options?: { layout?: 'tabs' | 'accordion' }) => StripeElement }
export type StripeError = { type: string; message?: string }
export type StripeClient = {
  elements: (options: { clientSecret: string; appearance?: { theme?: string; variables?: Record<string, string> } }) => StripeElements
  confirmPayment: (options: {
    elements: StripeElements
    confirmParams: { return_url: string; payment_method_data?: { billing_details?: Record<string, unknown> } }
    redirect: 'if_required'
  }) => Promise<{ error?: StripeError; paymentIntent?: { status: string } }>
}
type StripeConstructor = (publishableKey: string) => StripeClient

const loads = new Map<string, Promise<StripeConstructor>>()

/**
 * Loads Stripe.js from `url` once per page, only when a payment step needs it (Stripe asks that it
 * always come from its own address, never bundled). Resolves to the global `Stripe`.
 */
export function loadStripeJs(url: string): Promise<StripeConstructor> {
  const known = (window as { Stripe?: StripeConstructor }).Stripe
  if (known) return Promise.resolve(known)
  let load = loads.get(url)
  if (!load) {
    load = new Promise<StripeConstructor>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.onload = () => {
        const Stripe = (window as { Stripe?: StripeConstructor }).Stripe
        if (Stripe) resolve(Stripe)
        else reject(new Error('Stripe.js loaded without defining Stripe'))
      }
      script.onerror = () => {
        loads.delete(url)
        script.remove()
        reject(new Error(`Stripe.js could not be loaded from ${url}`))
      }
      document.head.appendChild(script)
    })
    loads.set(url, load)
  }
  return load
}
