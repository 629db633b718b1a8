import type { GoogleAnalyticsBlock } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { NumberOrVariableField } from '../../fields/NumberFields'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { PageScriptNote } from './PageScriptNote'

type Options = NonNullable<GoogleAnalyticsBlock['options']>

/** Google Analytics: the measurement ID and the event gtag sends. */
export function GoogleAnalyticsForm({ block, onChange }: BlockFormProps<GoogleAnalyticsBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  return (
    <>
      <TextField label="Measurement ID" value={options?.trackingId} onChange={(trackingId) => set({ trackingId })} placeholder="G-123456789" withVariables />
      <TextField label="Event action" value={options?.action} onChange={(action) => set({ action })} placeholder="sign_up" hint="The event’s name in Analytics." withVariables />
      <Section title="Event details" collapsible defaultOpen={Boolean(options?.category || options?.label || options?.value !== undefined || options?.sendTo)}>
        <TextField label="Category" value={options?.category} onChange={(category) => set({ category })} placeholder="Chat" withVariables />
        <TextField label="Label" value={options?.label} onChange={(label) => set({ label })} placeholder="{{Plan}}" withVariables />
        <NumberOrVariableField label="Value" value={options?.value} onChange={(value) => set({ value })} placeholder="10" />
        <TextField label="Send to" value={options?.sendTo} onChange={(sendTo) => set({ sendTo })} placeholder="G-987654321" hint="Another measurement ID or group to send the event to." withVariables />
      </Section>
      <PageScriptNote script="Google’s gtag.js" />
    </>
  )
}
