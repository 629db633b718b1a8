import { type CalComBlock, calComBookEventAction, calComDefaultBaseUrl, calComLayouts, runsPluginAction } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'
import { KeyValueRows } from '../plugin/KeyValueRows'
import { OtherActionNote } from '../plugin/OtherActionNote'

type Options = NonNullable<CalComBlock['options']>

/** Cal.com: the event booked, its calendar's layout, the answers the booking form opens with, and where the date goes. */
export function CalComForm({ block, onChange }: BlockFormProps<CalComBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!runsPluginAction(block, [calComBookEventAction])) return <OtherActionNote block={block} action={options?.action} runs={[calComBookEventAction]} />
  return (
    <>
      <TextField label="Event link" value={options?.link} onChange={(link) => set({ link })} placeholder="https://cal.com/jane/30min" hint="The chat shows this event’s calendar and waits until the visitor books." withVariables />
      <SelectField
        label="Layout"
        value={options?.layout ?? 'Month'}
        options={calComLayouts.map((layout) => ({ value: layout, label: layout }))}
        onChange={(layout) => set({ layout: layout === 'Month' ? undefined : layout })}
      />
      <VariableField label="Save the booked date in" value={options?.saveBookedDateInVariableId} onChange={(saveBookedDateInVariableId) => set({ saveBookedDateInVariableId })} placeholder="Select a variable" />
      <Section title="Prefill the booking form" collapsible>
        <TextField label="Name" value={options?.name} onChange={(name) => set({ name })} placeholder="{{Name}}" withVariables />
        <TextField label="Email" value={options?.email} onChange={(email) => set({ email })} placeholder="{{Email}}" withVariables />
        <TextField label="Additional notes" value={options?.additionalNotes} onChange={(additionalNotes) => set({ additionalNotes })} withVariables />
        <TextField label="Phone" value={options?.phone} onChange={(phone) => set({ phone })} placeholder="+33612345678" hint="Used as the meeting’s place." withVariables />
        <KeyValueRows
          value={options?.anyPrefilledInformations}
          onChange={(anyPrefilledInformations) => set({ anyPrefilledInformations })}
          kind="answer"
          keyField="questionId"
          keyPlaceholder="Question identifier"
          emptyText="No other answer prefilled."
          idPrefix={`${block.id}-p`}
        />
      </Section>
      <Section title="Host" collapsible>
        <TextField label="Cal.com address" type="url" value={options?.baseUrl} onChange={(baseUrl) => set({ baseUrl })} placeholder={calComDefaultBaseUrl} hint="For a self-hosted Cal.com." />
      </Section>
    </>
  )
}
