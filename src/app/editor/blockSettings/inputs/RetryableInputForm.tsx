import type { EmailInputBlock, PhoneNumberInputBlock, UrlInputBlock } from '@/shared/bot/blocks'
import { defaultEmailInputOptions, defaultPhoneNumberInputOptions, defaultUrlInputOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { TextField } from '../fields/TextField'
import { CountryCodeField } from './CountryCodeField'
import { SaveAnswerField } from './SaveAnswerField'

type RetryableBlock = EmailInputBlock | UrlInputBlock | PhoneNumberInputBlock
type Labels = NonNullable<NonNullable<RetryableBlock['options']>['labels']>

const defaults = {
  'email input': defaultEmailInputOptions,
  'url input': defaultUrlInputOptions,
  'phone number input': defaultPhoneNumberInputOptions,
}

/** Email, website and phone questions: labels, the message sent after an invalid answer, and (phone) the default country. */
export function RetryableInputForm({ block, onChange }: BlockFormProps<RetryableBlock>) {
  const options = block.options
  const fallback = defaults[block.type]
  const set = (patch: Partial<NonNullable<PhoneNumberInputBlock['options']>>) => onChange(withOptions(block as PhoneNumberInputBlock, patch) as RetryableBlock)
  const setLabels = (patch: Partial<Labels>) => set({ labels: merge(options?.labels, patch) })
  return (
    <>
      <TextField label="Placeholder" value={options?.labels?.placeholder} onChange={(placeholder) => setLabels({ placeholder })} placeholder={fallback.labels.placeholder} withVariables />
      <TextField label="Button label" value={options?.labels?.button} onChange={(button) => setLabels({ button })} placeholder={fallback.labels.button} withVariables />
      <TextField
        label="Retry message"
        multiline
        rows={2}
        value={options?.retryMessageContent}
        onChange={(retryMessageContent) => set({ retryMessageContent })}
        placeholder={fallback.retryMessageContent}
        hint="Sent when the answer is not valid, before asking again."
        withVariables
      />
      {block.type === 'phone number input' && (
        <CountryCodeField value={block.options?.defaultCountryCode} onChange={(defaultCountryCode) => set({ defaultCountryCode })} />
      )}
      <SaveAnswerField
        value={options?.variableId}
        onChange={(variableId) => set({ variableId })}
        hint={block.type === 'phone number input' ? 'Saved in international format, e.g. +33612345678.' : undefined}
      />
    </>
  )
}
