import type { WebhookBlock } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { VariablePicker } from '../../pickers/VariablePicker'

type Mapping = NonNullable<NonNullable<WebhookBlock['options']>['responseVariableMapping']>[number]
type ResponseMappingEditorProps = { value: Mapping[] | undefined; onChange: (value: Mapping[] | undefined) => void }

/** Rows of "expression over the response → variable", e.g. `data.items[0].name`. */
export function ResponseMappingEditor({ value = [], onChange }: ResponseMappingEditorProps) {
  return (
    <div className="space-y-1">
      <RowsEditor
        rows={value}
        onChange={onChange}
        keyOf={(mapping) => mapping.id}
        rowLabel={(index) => `response mapping ${index + 1}`}
        create={(): Mapping => ({ id: createId() })}
        addLabel="Save a value"
        renderRow={(mapping, index, update) => (
          <div className="min-w-0 flex-1 space-y-1">
            <TemplatedInput
              aria-label={`Response path ${index + 1}`}
              placeholder="data.items[0].name"
              value={mapping.bodyPath}
              onChange={(bodyPath) => update(merge(mapping, { bodyPath })!)}
              withVariables
            />
            <VariablePicker aria-label={`Variable for response path ${index + 1}`} value={mapping.variableId} onChange={(variableId) => update(merge(mapping, { variableId })!)} placeholder="Save in…" />
          </div>
        )}
      />
      <p className="text-xs text-zinc-500 dark:text-zinc-400">Which part of the answer to save: data is what the server sent back (data.items[0].name picks a name from it) and statusCode its status, such as 200. Any JavaScript expression works, e.g. data.map(i =&gt; i.id).</p>
    </div>
  )
}
