import type { PaymentInputBlock } from '../../../../shared/bot/blocks/inputs/payment'

type Additional = NonNullable<PaymentInputBlock['options']>['additionalInformation']

const filled = (entries: Record<string, unknown>) => Object.fromEntries(Object.entries(entries).filter(([, value]) => typeof value === 'string' && value !== ''))

/** The block's billing details in Stripe's names, without empty fields (Stripe refuses empty strings). */
export function billingDetails(additional: Additional): Record<string, unknown> {
  const { postalCode, ...address } = additional?.address ?? {}
  const stripeAddress = filled({ ...address, postal_code: postalCode })
  return {
    ...filled({ name: additional?.name, email: additional?.email, phone: additional?.phoneNumber }),
    ...(Object.keys(stripeAddress).length > 0 && { address: stripeAddress }),
  }
}
