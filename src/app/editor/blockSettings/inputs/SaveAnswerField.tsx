import { VariableField } from '../pickers/VariablePicker'

/** "Save the answer in": the variable every input writes its normalised answer to. */
export function SaveAnswerField({ value, onChange, hint }: { value: string | undefined; onChange: (variableId: string | undefined) => void; hint?: string }) {
  return <VariableField label="Save the answer in" value={value} onChange={onChange} hint={hint} />
}
