import type { TextInputBlock } from '@/shared/bot/blocks'
import { defaultTextInputOptions, textInputModes } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { Section } from '../fields/Section'
import { SelectField } from '../fields/SelectField'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { MediaCaptureFields } from './MediaCaptureFields'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<TextInputBlock['options']>

const modeLabels: Record<(typeof textInputModes)[number], string> = {
  text: 'Text (default)',
  decimal: 'Decimal number',
  numeric: 'Digits',
  tel: 'Phone number',
  search: 'Search',
  email: 'Email',
  url: 'Web address',
}

/** A free-text question: its labels, size, keyboard hint, voice clips and attachments. */
export function TextInputForm({ block, onChange }: BlockFormProps<TextInputBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setLabels = (patch: Partial<NonNullable<Options['labels']>>) => set({ labels: merge(options?.labels, patch) })
  return (
    <>
      <TextField label="Placeholder" value={options?.labels?.placeholder} onChange={(placeholder) => setLabels({ placeholder })} placeholder={defaultTextInputOptions.labels.placeholder} withVariables />
      <TextField label="Button label" value={options?.labels?.button} onChange={(button) => setLabels({ button })} placeholder={defaultTextInputOptions.labels.button} withVariables />
      <Switch label="Long answer" checked={options?.isLong ?? defaultTextInputOptions.isLong} onChange={(isLong) => set({ isLong })} hint="A box of several lines instead of one." />
      <SelectField
        label="Keyboard on phones"
        value={options?.inputMode ?? 'text'}
        options={textInputModes.map((mode) => ({ value: mode, label: modeLabels[mode] }))}
        onChange={(inputMode) => set({ inputMode })}
        hint="Only changes the keyboard shown; any text is accepted."
      />
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} />
      <Section title="Voice and files">
        <MediaCaptureFields
          label="Allow voice messages"
          hint="The visitor may record an answer; its file URL is saved instead of text."
          value={options?.audioClip}
          onChange={(audioClip) => set({ audioClip })}
        />
        <MediaCaptureFields label="Allow attachments" hint="The visitor may attach files to the answer." value={options?.attachments} onChange={(attachments) => set({ attachments })} />
      </Section>
    </>
  )
}
