import type { DateInputBlock } from '@/shared/bot/blocks'
import { defaultDateInputOptions, resolveDateInputFormat } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { Section } from '../fields/Section'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<DateInputBlock['options']>
const { labels: defaultLabels } = defaultDateInputOptions

/** A date question: single date or range, with or without time, its format and bounds. */
export function DateInputForm({ block, onChange }: BlockFormProps<DateInputBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setLabels = (patch: Partial<NonNullable<Options['labels']>>) => set({ labels: merge(options?.labels, patch) })
  const isRange = options?.isRange ?? defaultDateInputOptions.isRange
  const hasTime = options?.hasTime ?? defaultDateInputOptions.hasTime
  const boundHint = hasTime ? 'YYYY-MM-DD or YYYY-MM-DDTHH:mm, or a {{variable}}.' : 'YYYY-MM-DD, or a {{variable}}.'
  return (
    <>
      <Switch label="Ask for a range" checked={isRange} onChange={(value) => set({ isRange: value })} hint="A start and an end date." />
      <Switch label="Include the time" checked={hasTime} onChange={(value) => set({ hasTime: value })} />
      <TextField label="Button label" value={options?.labels?.button} onChange={(button) => setLabels({ button })} placeholder={defaultLabels.button} withVariables />
      {isRange && (
        <div className="grid grid-cols-3 gap-2">
          <TextField label="From label" value={options?.labels?.from} onChange={(from) => setLabels({ from })} placeholder={defaultLabels.from} />
          <TextField label="To label" value={options?.labels?.to} onChange={(to) => setLabels({ to })} placeholder={defaultLabels.to} />
          <TextField label="Separator" value={options?.labels?.separator} onChange={(separator) => setLabels({ separator })} placeholder={defaultLabels.separator} />
        </div>
      )}
      <TextField
        label="Format of the answer"
        value={options?.format}
        onChange={(format) => set({ format })}
        // The default follows the time switch; showing the one in force avoids a surprise.
        placeholder={resolveDateInputFormat({ hasTime })}
        hint="dd day, MM month, yyyy year, HH hours, mm minutes."
      />
      <Section title="Accepted dates">
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Earliest" value={options?.min} onChange={(min) => set({ min })} placeholder="2025-01-01" withVariables />
          <TextField label="Latest" value={options?.max} onChange={(max) => set({ max })} placeholder="2025-12-31" withVariables />
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{boundHint} Both ends are included.</p>
      </Section>
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} />
    </>
  )
}
