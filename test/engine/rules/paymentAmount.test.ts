import { describe, expect, it } from 'vitest'
import { amountLabel, toSmallestUnit } from '../../../src/server/engine/blocks/inputs/payment/paymentAmount'
import { checkPaymentAnswer } from '../../../src/server/engine/rules/answers/checkPaymentAnswer'

describe('the amount Stripe is asked for', () => {
  it('is counted in cents, rounded, except for zero-decimal currencies', () => {
    expect(toSmallestUnit('19.99', 'USD')).toBe(1999)
    expect(toSmallestUnit('0.105', 'eur')).toBe(11)
    expect(toSmallestUnit('500', 'JPY')).toBe(500)
    expect(toSmallestUnit(' 7 ', 'KRW')).toBe(7)
  })

  it('is absent when the text is no number', () => {
    expect(toSmallestUnit('free', 'USD')).toBeUndefined()
    expect(toSmallestUnit('19,99', 'EUR')).toBeUndefined()
  })

  it('reads as the pay button says it, euros the French way as Typebot does', () => {
    expect(amountLabel(1999, 'USD')).toBe('$19.99')
    expect(amountLabel(500, 'JPY')).toBe('¥500')
    expect(amountLabel(1999, 'EUR')).toMatch(/^19,99\s€$/)
    expect(() => amountLabel(100, 'NOPE')).toThrow(RangeError)
  })
})

describe('a payment answer', () => {
  const input = { id: 'p', type: 'payment input' as const, options: { labels: { success: 'Paid' } } }

  it('counts only when Stripe says the intent succeeded, and is then the success label', () => {
    expect(checkPaymentAnswer(input, { type: 'text', text: 'Paid' }, 'succeeded')).toEqual({ status: 'valid', answer: 'Paid' })
    expect(checkPaymentAnswer({ id: 'p', type: 'payment input' }, { type: 'text', text: 'anything' }, 'succeeded')).toEqual({ status: 'valid', answer: 'Success', newFormat: 'Success' })
    expect(checkPaymentAnswer(input, { type: 'text', text: 'Paid' }, 'requires_payment_method')).toEqual({ status: 'invalid' })
    expect(checkPaymentAnswer(input, { type: 'text', text: 'Paid' }, undefined)).toEqual({ status: 'invalid' })
    expect(checkPaymentAnswer(input, undefined, 'succeeded')).toEqual({ status: 'invalid' })
  })
})
