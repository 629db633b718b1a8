import type { NumberInputBlock } from '@/shared/bot/blocks'
import { defaultNumberInputOptions, numberInputStyles, numberInputUnits } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { NumberOrVariableField } from '../fields/NumberFields'
import { parsePattern } from '../fields/parseField'
import { Section } from '../fields/Section'
import { optionsOf, SelectField } from '../fields/SelectField'
import { TextField } from '../fields/TextField'
import { ValidatedField } from '../fields/ValidatedField'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<NumberInputBlock['options']>

const styleLabels: Record<(typeof numberInputStyles)[number], string> = { decimal: 'Number', currency: 'Currency', percent: 'Percentage', unit: 'Unit' }
// The schema's own rule for locales; currencies are ISO 4217 codes, which Intl needs to format.
const parseLocale = parsePattern(/^[a-z]{2}(-[A-Z]{2})?$/, 'Locale must look like "en" or "en-US".')
const parseCurrency = parsePattern(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as EUR or USD.', (text) => text.trim().toUpperCase())

/** A number question: labels, bounds and step, and how the number is shown while typed. */
export function NumberInputForm({ block, onChange }: BlockFormProps<NumberInputBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setLabels = (patch: Partial<NonNullable<Options['labels']>>) => set({ labels: merge(options?.labels, patch) })
  const style = options?.style ?? defaultNumberInputOptions.style
  return (
    <>
      <TextField label="Placeholder" value={options?.labels?.placeholder} onChange={(placeholder) => setLabels({ placeholder })} placeholder={defaultNumberInputOptions.labels.placeholder} withVariables />
      <TextField label="Button label" value={options?.labels?.button} onChange={(button) => setLabels({ button })} placeholder={defaultNumberInputOptions.labels.button} withVariables />
      <Section title="Accepted numbers">
        <div className="grid grid-cols-3 gap-2">
          <NumberOrVariableField label="Minimum" value={options?.min} onChange={(min) => set({ min })} hint={false} />
          <NumberOrVariableField label="Maximum" value={options?.max} onChange={(max) => set({ max })} hint={false} />
          <NumberOrVariableField label="Step" value={options?.step} onChange={(step) => set({ step })} hint={false} />
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">Numbers or {'{{variables}}'}; bounds are included. A step of 0.5 accepts 1, 1.5, 2…</p>
      </Section>
      <Section title="Display">
        <SelectField label="Style" value={style} options={numberInputStyles.map((value) => ({ value, label: styleLabels[value] }))} onChange={(value) => set({ style: value })} />
        {style === 'currency' && <ValidatedField label="Currency" value={options?.currency} onChange={(currency) => set({ currency })} parse={parseCurrency} placeholder="EUR" />}
        {style === 'unit' && (
          <SelectField label="Unit" value={options?.unit ?? ''} options={[{ value: '', label: 'Choose a unit' }, ...optionsOf(numberInputUnits)]} onChange={(unit) => set({ unit: unit || undefined })} />
        )}
        <ValidatedField label="Locale" value={options?.locale} onChange={(locale) => set({ locale })} parse={parseLocale} placeholder="en-US" hint="Language and region of the number format; the visitor's by default." />
      </Section>
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} />
    </>
  )
}
