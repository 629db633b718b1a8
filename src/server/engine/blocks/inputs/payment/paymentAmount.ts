/** Currencies Stripe counts in whole units (https://stripe.com/docs/currencies#zero-decimal). */
const zeroDecimalCurrencies = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'])

const unitsPerMain = (currency: string) => (zeroDecimalCurrencies.has(currency.toUpperCase()) ? 1 : 100)

/**
 * The amount Stripe is asked for: the block's text (e.g. `19.99`, after templating) in the
 * currency's smallest unit (1999 cents), as Typebot converts it. Undefined when it is not a number.
 */
export function toSmallestUnit(amountText: string, currency: string): number | undefined {
  const amount = Number(amountText)
  return Number.isFinite(amount) ? Math.round(amount * unitsPerMain(currency)) : undefined
}

/** The amount as the pay button says it ("$19.99", "19,99 €"), as Typebot formats it. Throws on an unknown currency code. */
export function amountLabel(smallestUnit: number, currency: string): string {
  const code = currency.toUpperCase()
  return new Intl.NumberFormat(code === 'EUR' ? 'fr-FR' : 'en-US', { style: 'currency', currency: code }).format(smallestUnit / unitsPerMain(code))
}
