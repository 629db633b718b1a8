import type { ReactNode } from 'react'
import type { Variable } from '@/shared/bot/variable'
import { useBlockSettings } from '../BlockSettingsContext'
import { FieldShell, type ControlProps } from '@/app/ui/FieldShell'
import { Combobox } from './Combobox'
import type { SearchCreate, SearchOption } from './SearchList'

/** The bot's variables as search options; session-only ones say so. */
export const variableOptions = (variables: readonly Variable[]): SearchOption[] =>
  variables.map((variable) => ({ id: variable.id, label: variable.name, hint: variable.isSessionVariable ? 'session' : undefined }))

/** "Create variable …" for the typed name, through the editor (which returns an existing one of that name). */
export function useCreateVariableOption(onCreated: (variable: Variable) => void): SearchCreate {
  const { onCreateVariable } = useBlockSettings()
  return { label: (name) => `Create variable “${name}”`, onCreate: (name) => onCreated(onCreateVariable(name)) }
}

type VariablePickerProps = Partial<ControlProps> & {
  'aria-label'?: string
  value: string | undefined
  onChange: (variableId: string | undefined) => void
  placeholder?: string
}

/** Picks one of the bot's variables by name, or creates one from what was typed. */
export function VariablePicker({ value, onChange, placeholder = 'Select a variable', ...control }: VariablePickerProps) {
  const { variables } = useBlockSettings()
  const create = useCreateVariableOption((variable) => onChange(variable.id))
  const selected = variables.find((variable) => variable.id === value)
  return (
    <Combobox
      {...control}
      value={value}
      // A variable removed since keeps its id in the block: say so rather than show nothing.
      valueLabel={value === undefined ? undefined : (selected?.name ?? 'Variable not found')}
      placeholder={placeholder}
      options={variableOptions(variables)}
      onChange={onChange}
      searchLabel="Search variables"
      emptyText="No variable yet: type a name to create one."
      create={create}
      clearLabel="None"
    />
  )
}

/** A labelled variable picker. */
export function VariableField({ label, hint, ...picker }: VariablePickerProps & { label: ReactNode; hint?: ReactNode }) {
  return <FieldShell label={label} hint={hint}>{(control) => <VariablePicker {...control} {...picker} />}</FieldShell>
}
