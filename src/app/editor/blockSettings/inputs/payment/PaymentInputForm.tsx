import { defaultPaymentInputOptions, type PaymentInputBlock } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { CredentialsPicker } from '../../integrations/credentials/CredentialsPicker'
import { SaveAnswerField } from '../SaveAnswerField'
import { CreateStripeCredentials } from './CreateStripeCredentials'

type Options = NonNullable<PaymentInputBlock['options']>
type Additional = NonNullable<Options['additionalInformation']>
type Address = NonNullable<Additional['address']>

/** Every ISO 4217 code the browser knows, with the stored one kept even when it does not. */
const currencyOptions = (current: string) => {
  const codes = Intl.supportedValuesOf('currency')
  return (codes.includes(current) ? codes : [current, ...codes]).map((code) => ({ value: code, label: code }))
}

const addressFields: { key: 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'country'; label: string }[] = [
  { key: 'line1', label: 'Address line 1' },
  { key: 'line2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'country', label: 'Country' },
]

/**
 * Payment (Stripe): the account paid, the amount and currency, the labels the visitor reads, and
 * billing details sent with the card. The chat waits on this block until Stripe confirms the payment.
 */
export function PaymentInputForm({ block, onChange }: BlockFormProps<PaymentInputBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setLabels = (patch: Partial<NonNullable<Options['labels']>>) => set({ labels: merge(options?.labels, patch) })
  const additional = options?.additionalInformation
  const setAdditional = (patch: Partial<Additional>) => set({ additionalInformation: merge(additional, patch) })
  const setAddress = (patch: Partial<Address>) => setAdditional({ address: merge(additional?.address, patch) })
  return (
    <>
      <CredentialsPicker
        type="stripe"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        placeholder="Select a Stripe account"
        hint="The account that is paid. Without one, the chat stops here with an error message."
        renderCreate={(done) => <CreateStripeCredentials done={done} />}
      />
      <div className="grid grid-cols-[1fr_7rem] gap-2">
        <TextField label="Amount" value={options?.amount} onChange={(amount) => set({ amount })} placeholder="19.99" withVariables />
        <SelectField
          label="Currency"
          value={options?.currency ?? defaultPaymentInputOptions.currency}
          options={currencyOptions(options?.currency ?? defaultPaymentInputOptions.currency)}
          onChange={(currency) => set({ currency })}
        />
      </div>
      <TextField label="Button label" value={options?.labels?.button} onChange={(button) => setLabels({ button })} placeholder={defaultPaymentInputOptions.labels.button} hint="Followed by the amount, e.g. “Pay $19.99”." withVariables />
      <TextField label="Success message" value={options?.labels?.success} onChange={(success) => setLabels({ success })} placeholder={defaultPaymentInputOptions.labels.success} hint="The visitor’s answer once paid, and what is saved." withVariables />
      <Section title="Additional information" collapsible>
        <TextField label="Description" value={additional?.description} onChange={(description) => setAdditional({ description })} placeholder="What is bought" withVariables />
        <TextField label="Name" value={additional?.name} onChange={(name) => setAdditional({ name })} placeholder="{{Name}}" withVariables />
        <TextField label="Email" value={additional?.email} onChange={(email) => setAdditional({ email })} placeholder="{{Email}}" hint="Stripe sends the receipt there." withVariables />
        <TextField label="Phone number" value={additional?.phoneNumber} onChange={(phoneNumber) => setAdditional({ phoneNumber })} withVariables />
        {addressFields.map(({ key, label }) => (
          <TextField key={key} label={label} value={additional?.address?.[key]} onChange={(value) => setAddress({ [key]: value })} withVariables />
        ))}
      </Section>
      <TextField
        label="Retry message"
        multiline
        rows={2}
        value={options?.retryMessageContent}
        onChange={(retryMessageContent) => set({ retryMessageContent })}
        placeholder={defaultPaymentInputOptions.retryMessageContent}
        hint="Sent when the payment did not go through, before the card form shows again."
        withVariables
      />
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} hint="Gets the success message once Stripe confirms the payment." />
    </>
  )
}
