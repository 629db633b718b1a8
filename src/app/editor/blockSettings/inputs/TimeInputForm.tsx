import type { TimeInputBlock } from '@/shared/bot/blocks'
import { defaultTimeInputOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { TextField } from '../fields/TextField'
import { SaveAnswerField } from './SaveAnswerField'

/** A time question: its button and the format of the saved answer. */
export function TimeInputForm({ block, onChange }: BlockFormProps<TimeInputBlock>) {
  const options = block.options
  const set = (patch: Partial<NonNullable<TimeInputBlock['options']>>) => onChange(withOptions(block, patch))
  return (
    <>
      <TextField
        label="Button label"
        value={options?.labels?.button}
        onChange={(button) => set({ labels: merge(options?.labels, { button }) })}
        placeholder={defaultTimeInputOptions.labels.button}
        withVariables
      />
      <TextField
        label="Format of the answer"
        value={options?.format}
        onChange={(format) => set({ format })}
        placeholder={defaultTimeInputOptions.format}
        hint="HH hours (00–23), hh hours (1–12) with a for am/pm, mm minutes."
      />
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} />
    </>
  )
}
