import { useEffect, useRef, useState, type FormEvent } from 'react'
import { defaultPaymentInputOptions, paymentIntentIdOf } from '../../../../shared/bot/blocks/inputs/paymentDefaults'
import { loadStripeJs, type StripeClient, type StripeElements } from '../../../runtime/stripeJs'
import { textAnswer, type InputProps } from '../inputProps'
import { billingDetails } from './billingDetails'
import { lightDomSlot } from './lightDomSlot'

const defaultStripeJsUrl = 'https://js.stripe.com/v3/'

/**
 * Payment input: Stripe's card form for the PaymentIntent the server created, loaded only now, with
 * a pay button saying the amount. Once Stripe confirms, the success label is sent; the server asks
 * Stripe again before the flow goes on. A method that leaves for the bank's page comes back to this
 * page, which resumes the chat (runtime/paymentRedirect). Without a card form (the payment could not
 * start, the server said why) the visitor can only try again; while Stripe is still processing the
 * payment, only check again.
 */
export function PaymentInput({ input, onAnswer, context }: InputProps<'payment input'>) {
  const runtime = input.runtimeOptions
  const options = input.options ?? {}
  const anchor = useRef<HTMLDivElement>(null)
  const stripe = useRef<{ client: StripeClient; elements: StripeElements }>(undefined)
  const [slotName, setSlotName] = useState<string>()
  const [isReady, setIsReady] = useState(false)
  const [isPaying, setIsPaying] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!runtime || runtime.isProcessing || !anchor.current) return
    const slot = lightDomSlot(anchor.current)
    setSlotName(slot.slotName)
    let cancelled = false
    let destroy = () => undefined as void
    loadStripeJs(runtime.stripeJsUrl ?? defaultStripeJsUrl)
      .then((Stripe) => {
        if (cancelled) return
        const client = Stripe(runtime.publicKey)
        const colorPrimary = getComputedStyle(anchor.current!).getPropertyValue('--bbc-button-bg').trim()
        const elements = client.elements({ clientSecret: runtime.paymentIntentSecret, appearance: { theme: 'stripe', ...(colorPrimary && { variables: { colorPrimary } }) } })
        const element = elements.create('payment', { layout: 'tabs' })
        element.on('ready', () => !cancelled && setIsReady(true))
        element.mount(slot.container)
        stripe.current = { client, elements }
        destroy = () => element.destroy()
      })
      .catch(() => !cancelled && setError('The payment form could not load. Please try again later.'))
    return () => {
      cancelled = true
      destroy()
      slot.remove()
    }
  }, [runtime])

  if (!runtime) {
    return (
      <button type="button" className="bbc-button" onClick={() => textAnswer(onAnswer, 'Try again')}>
        Try again
      </button>
    )
  }
  const success = options.labels?.success || defaultPaymentInputOptions.labels.success
  const paymentIntentId = paymentIntentIdOf(runtime.paymentIntentSecret)
  if (runtime.isProcessing) {
    return (
      <button type="button" className="bbc-button" onClick={() => onAnswer({ type: 'text', text: success, metadata: { paymentIntentId } })}>
        Check again
      </button>
    )
  }

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe.current || isPaying) return
    setIsPaying(true)
    setError(undefined)
    const { client, elements } = stripe.current
    // Stripe may leave for the bank's page from here on; the page it comes back to resumes this chat.
    const forget = context.rememberPayment?.(paymentIntentId)
    const { error: failure, paymentIntent } = await client
      .confirmPayment({
        elements,
        confirmParams: { return_url: window.location.href, payment_method_data: { billing_details: billingDetails(options.additionalInformation) } },
        redirect: 'if_required',
      })
      .catch((thrown: Error) => ({ error: { type: 'api_connection_error', message: thrown.message }, paymentIntent: undefined }))
    forget?.()
    setIsPaying(false)
    // Stripe's own form shows what is wrong with the fields themselves.
    if (failure?.type === 'validation_error') return
    if (failure) return setError(failure.message || 'The payment did not go through.')
    if (paymentIntent?.status === 'succeeded') textAnswer(onAnswer, success)
    else setError('The payment is not complete yet.')
  }

  return (
    <form className="bbc-payment" onSubmit={pay} aria-label="Payment" aria-busy={!isReady}>
      <div ref={anchor} className="bbc-payment-element">
        {slotName && <slot name={slotName} />}
      </div>
      {!isReady && !error && <span className="bbc-spinner" role="status" aria-label="Loading the payment form" />}
      {isReady && (
        <button type="submit" className="bbc-button" disabled={isPaying}>
          {isPaying ? <span className="bbc-spinner" aria-hidden="true" /> : null}
          {`${options.labels?.button || defaultPaymentInputOptions.labels.button} ${runtime.amountLabel}`}
        </button>
      )}
      {error && (
        <p className="bbc-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
