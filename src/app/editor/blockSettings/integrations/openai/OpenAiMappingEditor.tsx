import type { OpenAiBlock } from '@/shared/bot/blocks'
import { defaultOpenAiValueToExtract, openAiResponseValues } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { Select } from '@/app/ui/Input'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { VariablePicker } from '../../pickers/VariablePicker'

type Mapping = NonNullable<NonNullable<OpenAiBlock['options']>['responseMapping']>[number]
type OpenAiMappingEditorProps = { value: Mapping[] | undefined; onChange: (value: Mapping[] | undefined) => void }

/** Rows of "part of the answer → variable": the message, or one of the token counts. */
export function OpenAiMappingEditor({ value = [], onChange }: OpenAiMappingEditorProps) {
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      keyOf={(mapping) => mapping.id}
      rowLabel={(index) => `saved value ${index + 1}`}
      create={(): Mapping => ({ id: createId() })}
      addLabel="Save a value"
      emptyText="The answer is not saved."
      renderRow={(mapping, index, update) => (
        <>
          <Select
            aria-label={`Value ${index + 1}`}
            value={mapping.valueToExtract ?? defaultOpenAiValueToExtract}
            onChange={(event) => update({ ...mapping, valueToExtract: event.target.value as Mapping['valueToExtract'] })}
            className="w-36 shrink-0"
          >
            {openAiResponseValues.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </Select>
          <div className="min-w-0 flex-1">
            <VariablePicker aria-label={`Variable for value ${index + 1}`} value={mapping.variableId} onChange={(variableId) => update(merge(mapping, { variableId })!)} />
          </div>
        </>
      )}
    />
  )
}
