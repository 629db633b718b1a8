import { Select } from '@/app/ui/Input'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { VariablePicker } from '../../pickers/VariablePicker'

type ResponseMappingEditorProps<M extends { variableId?: string }> = {
  value: M[] | undefined
  onChange: (value: M[] | undefined) => void
  /** The parts of the answer a row can save. */
  choices: readonly string[]
  /** The part a row saves, and the row saving another. */
  partOf: (mapping: M) => string
  withPart: (mapping: M, part: string) => M
  create: () => M
  keyOf: (mapping: M, index: number) => string
}

/** Rows of "part of the model's answer → variable": the message, or one of the token counts. */
export function ResponseMappingEditor<M extends { variableId?: string }>({ value = [], onChange, choices, partOf, withPart, create, keyOf }: ResponseMappingEditorProps<M>) {
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      keyOf={keyOf}
      rowLabel={(index) => `saved value ${index + 1}`}
      create={create}
      addLabel="Save a value"
      emptyText="The answer is not saved."
      renderRow={(mapping, index, update) => (
        <>
          <Select aria-label={`Value ${index + 1}`} value={partOf(mapping)} onChange={(event) => update(withPart(mapping, event.target.value))} className="w-36 shrink-0">
            {choices.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </Select>
          <div className="min-w-0 flex-1">
            <VariablePicker aria-label={`Variable for value ${index + 1}`} value={mapping.variableId} onChange={(variableId) => update(merge(mapping, { variableId } as Partial<M>)!)} />
          </div>
        </>
      )}
    />
  )
}
