import type { CardsBlock } from '@/shared/bot/blocks'
import { cardMappableFields } from '@/shared/bot/blocks'
import { Select } from '@/app/ui/Input'
import { merge } from '../blockUpdate'
import { RowsEditor } from '../fields/RowsEditor'
import { VariablePicker } from '../pickers/VariablePicker'

type Mapping = NonNullable<NonNullable<CardsBlock['options']>['saveResponseMapping']>[number]
type CardsMappingEditorProps = { value: Mapping[] | undefined; onChange: (value: Mapping[] | undefined) => void }

/** Rows of "card field → variable" written when a card is chosen ("Button" is the clicked button's text). */
export function CardsMappingEditor({ value = [], onChange }: CardsMappingEditorProps) {
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      // These rows have no id in the schema: their position is their identity.
      keyOf={(_, index) => String(index)}
      rowLabel={(index) => `field ${index + 1}`}
      create={(): Mapping => ({})}
      addLabel="Save a card field"
      emptyText="Nothing else is saved."
      renderRow={(mapping, index, update) => (
        <>
          <Select
            aria-label={`Field ${index + 1}`}
            value={mapping.field ?? ''}
            onChange={(event) => update(merge(mapping, { field: (event.target.value || undefined) as Mapping['field'] }) ?? {})}
            className="w-32 shrink-0"
          >
            <option value="">Field…</option>
            {cardMappableFields.map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </Select>
          <div className="min-w-0 flex-1">
            <VariablePicker aria-label={`Variable for field ${index + 1}`} value={mapping.variableId} onChange={(variableId) => update(merge(mapping, { variableId }) ?? {})} />
          </div>
        </>
      )}
    />
  )
}
