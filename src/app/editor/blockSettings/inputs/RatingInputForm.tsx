import type { RatingInputBlock } from '@/shared/bot/blocks'
import { defaultRatingInputOptions, ratingButtonTypes } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { CodeEditor } from '../fields/CodeEditor'
import { NumberField, NumberOrVariableField } from '../fields/NumberFields'
import { Section } from '../fields/Section'
import { SelectField } from '../fields/SelectField'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<RatingInputBlock['options']>

/** A rating: numbers or icons, the size of the scale, its end labels and how it is sent. */
export function RatingInputForm({ block, onChange }: BlockFormProps<RatingInputBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setLabels = (patch: Partial<NonNullable<Options['labels']>>) => set({ labels: merge(options?.labels, patch) })
  const buttonType = options?.buttonType ?? defaultRatingInputOptions.buttonType
  const customIcon = options?.customIcon
  return (
    <>
      <SelectField
        label="Show as"
        value={buttonType}
        options={ratingButtonTypes.map((value) => ({ value, label: value === 'Icons' ? 'Icons (from 1)' : 'Numbers' }))}
        onChange={(value) => set({ buttonType: value })}
      />
      <div className="grid grid-cols-2 gap-2">
        <NumberField label="Length" value={options?.length} onChange={(length) => set({ length })} min={1} integer placeholder={String(defaultRatingInputOptions.length)} />
        {buttonType === 'Numbers' && (
          <NumberOrVariableField label="Starts at" value={options?.startsAt} onChange={(startsAt) => set({ startsAt })} placeholder={String(defaultRatingInputOptions.startsAt)} hint={false} />
        )}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Left label" value={options?.labels?.left} onChange={(left) => setLabels({ left })} placeholder="Not likely" withVariables />
        <TextField label="Right label" value={options?.labels?.right} onChange={(right) => setLabels({ right })} placeholder="Very likely" withVariables />
      </div>
      <Switch
        label="Send on first click"
        checked={options?.isOneClickSubmitEnabled ?? defaultRatingInputOptions.isOneClickSubmitEnabled}
        onChange={(isOneClickSubmitEnabled) => set({ isOneClickSubmitEnabled })}
        hint="Without a button to confirm."
      />
      {!options?.isOneClickSubmitEnabled && (
        <TextField label="Button label" value={options?.labels?.button} onChange={(button) => setLabels({ button })} placeholder={defaultRatingInputOptions.labels.button} withVariables />
      )}
      {buttonType === 'Icons' && (
        <Section title="Icon">
          <Switch label="Custom icon" checked={customIcon?.isEnabled ?? false} onChange={(isEnabled) => set({ customIcon: merge(customIcon, { isEnabled }) })} hint="A star by default." />
          {customIcon?.isEnabled && <CodeEditor label="Icon SVG" rows={4} value={customIcon.svg} onChange={(svg) => set({ customIcon: merge(customIcon, { svg }) })} placeholder='<svg viewBox="0 0 24 24">…</svg>' />}
        </Section>
      )}
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} />
    </>
  )
}
