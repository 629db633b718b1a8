import { nocodbFilterOperators, type NocodbComparison, type NocodbOptions } from '@/shared/bot/blocks'
import { Select } from '@/app/ui/Input'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { SelectField } from '../../fields/SelectField'
import { TemplatedInput } from '../../fields/TemplatedInput'

type Filter = NonNullable<NocodbOptions['filter']>
const valueless = new Set(['Is set', 'Is empty'])

/** Rows of "field, operator, value" selecting records, joined by AND or OR. */
export function NocodbFilterEditor({ blockId, value, onChange }: { blockId: string; value: Filter | undefined; onChange: (filter: Filter | undefined) => void }) {
  const comparisons = value?.comparisons ?? []
  return (
    <div className="space-y-2">
      <RowsEditor<NocodbComparison>
        rows={comparisons}
        onChange={(rows) => onChange(merge(value, { comparisons: rows }))}
        keyOf={(_, index) => `${blockId}-f${index}`}
        rowLabel={(index) => `comparison ${index + 1}`}
        create={() => ({ operator: 'Equal to' })}
        addLabel="Add a comparison"
        emptyText="No filter: every record of the table (or view)."
        renderRow={(comparison, index, update) => (
          // Two lines: a 360 px panel cannot show a field, an operator and a value side by side.
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex gap-1.5">
              <div className="min-w-0 flex-1">
                <TemplatedInput aria-label={`Field of comparison ${index + 1}`} placeholder="Field" value={comparison.input} onChange={(input) => update(merge(comparison, { input }) ?? {})} />
              </div>
              <Select
                aria-label={`Operator of comparison ${index + 1}`}
                value={comparison.operator ?? 'Equal to'}
                onChange={(event) => update({ ...comparison, operator: event.target.value })}
                className="w-32 shrink-0"
              >
                {nocodbFilterOperators.map((operator) => (
                  <option key={operator} value={operator}>
                    {operator}
                  </option>
                ))}
              </Select>
            </div>
            {!valueless.has(comparison.operator ?? '') && (
              <TemplatedInput aria-label={`Value of comparison ${index + 1}`} placeholder="Value" value={comparison.value} onChange={(next) => update(merge(comparison, { value: next }) ?? {})} withVariables />
            )}
          </div>
        )}
      />
      {comparisons.length > 1 && (
        <SelectField
          label="Records match"
          value={value?.joiner === 'OR' ? 'OR' : 'AND'}
          options={[
            { value: 'AND', label: 'Every comparison (AND)' },
            { value: 'OR', label: 'Any comparison (OR)' },
          ]}
          onChange={(joiner) => onChange(merge(value, { joiner }))}
        />
      )}
    </div>
  )
}
