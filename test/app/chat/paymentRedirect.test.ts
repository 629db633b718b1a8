import { afterEach, describe, expect, it } from 'vitest'
import { hasPaymentToResume, rememberPaymentInProgress, takePaymentInProgress } from '../../../src/chat/runtime/paymentRedirect'
import { resolveSettings } from '../../../src/shared/bot/settings/resolveSettings'

const chatAt = (paymentIntentId: string) => ({
  paymentIntentId,
  sessionId: 'session-1',
  settings: resolveSettings(undefined),
  dynamicTheme: {},
  entries: [
    { kind: 'guest' as const, key: 'e1', text: 'Ada' },
    { kind: 'notice' as const, key: 'e2', text: 'Network error' },
  ],
})
const backFromBank = (query: string) => history.replaceState(null, '', `/b/shop?ref=mail&${query}`)

afterEach(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

describe("the chat kept across Stripe's redirect", () => {
  it("is taken back once for the intent the address names, without the moment's notices, and Stripe's parameters leave the address", () => {
    rememberPaymentInProgress('shop', chatAt('pi_1'))
    backFromBank('payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded')
    expect(hasPaymentToResume('shop')).toBe(true)
    expect(hasPaymentToResume('other-bot')).toBe(false)

    const taken = takePaymentInProgress('shop')
    expect(taken?.back).toEqual({ paymentIntentId: 'pi_1', redirectStatus: 'succeeded' })
    expect(taken?.chat.entries).toEqual([{ kind: 'guest', key: 'e1', text: 'Ada' }])
    expect(location.search).toBe('?ref=mail')
    expect(takePaymentInProgress('shop')).toBeUndefined()
  })

  it('is not resumed by an address naming another intent, nor kept once the payment stayed in the page', () => {
    rememberPaymentInProgress('shop', chatAt('pi_1'))
    backFromBank('payment_intent=pi_2&payment_intent_client_secret=pi_2_secret_x&redirect_status=succeeded')
    expect(takePaymentInProgress('shop')).toBeUndefined()
    expect(location.search).toContain('payment_intent=pi_2')

    const forget = rememberPaymentInProgress('shop', chatAt('pi_2'))
    forget()
    expect(hasPaymentToResume('shop')).toBe(false)
  })
})
