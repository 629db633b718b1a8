import type { SetVariableBlock, SetVariableType } from '@/shared/bot/blocks'
import { defaultSetVariableOptions, messagingOnlySetVariableTypes, setVariableTypes } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { SelectField } from '../fields/SelectField'
import { VariableField } from '../pickers/VariablePicker'
import { SetVariableValueFields } from './SetVariableValueFields'

type Options = NonNullable<SetVariableBlock['options']>

// Legacy aliases the builder no longer offers, and values a web chat never has (WhatsApp's); still
// shown when a block uses them.
const hiddenTypes: readonly SetVariableType[] = ['User ID', 'Today', ...messagingOnlySetVariableTypes]

const typeLabels: Partial<Record<SetVariableType, string>> = {
  Custom: 'Custom value',
  Empty: 'Empty (unset)',
  'Append value(s)': 'Append value(s) to a list',
  'Map item with same index': 'Item at the same position',
  Pop: 'Pop (last item of a list)',
  Shift: 'Shift (first item of a list)',
  'Phone number': 'Phone number (WhatsApp only: unset on the web)',
  'Contact name': 'Contact name (WhatsApp only: unset on the web)',
  'Referral Click ID': 'Referral Click ID (WhatsApp only: unset on the web)',
  'Referral Source ID': 'Referral Source ID (WhatsApp only: unset on the web)',
}

/** Set variable: the target, the kind of value, and the fields that kind needs (BLOCKS.md §3.1). */
export function SetVariableForm({ block, onChange }: BlockFormProps<SetVariableBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const type = options?.type ?? defaultSetVariableOptions.type
  const offered = setVariableTypes.filter((each) => !hiddenTypes.includes(each) || each === type)
  return (
    <>
      <VariableField label="Variable" value={options?.variableId} onChange={(variableId) => set({ variableId })} placeholder="Select the variable to set" />
      <SelectField label="Value" value={type} options={offered.map((value) => ({ value, label: typeLabels[value] ?? value }))} onChange={(value) => set({ type: value })} />
      <SetVariableValueFields type={type} options={options} onChange={set} />
    </>
  )
}
