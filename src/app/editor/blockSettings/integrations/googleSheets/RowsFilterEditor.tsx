import type { RowsFilter, RowsFilterComparison } from '@/shared/bot/blocks'
import { comparisonOperators, defaultLogicalOperator, type ComparisonOperator } from '@/shared/bot/condition'
import { createId } from '@/shared/ids'
import { Select } from '@/app/ui/Input'
import { merge, textOrUndefined } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { LogicalOperatorToggle } from '../../condition/LogicalOperatorToggle'

const unaryOperators: readonly ComparisonOperator[] = ['Is set', 'Is empty']

type RowsFilterEditorProps = { value: RowsFilter | undefined; onChange: (filter: RowsFilter | undefined) => void; emptyText: string }

/** Which rows the block works on: comparisons of a column with a value, all or any of them true. */
export function RowsFilterEditor({ value, onChange, emptyText }: RowsFilterEditorProps) {
  const comparisons = value?.comparisons ?? []
  const set = (patch: Partial<RowsFilter>) => onChange(merge(value, patch))
  return (
    <div className="space-y-2">
      {comparisons.length > 1 && (
        <LogicalOperatorToggle name="Rows filter" value={value?.logicalOperator ?? defaultLogicalOperator} onChange={(logicalOperator) => set({ logicalOperator })} />
      )}
      <RowsEditor
        rows={comparisons}
        onChange={(next) => set({ comparisons: next })}
        keyOf={(comparison) => comparison.id}
        rowLabel={(index) => `comparison ${index + 1}`}
        create={(): RowsFilterComparison => ({ id: createId() })}
        addLabel="Add a comparison"
        emptyText={emptyText}
        renderRow={(comparison, index, update) => {
          const change = (patch: Partial<RowsFilterComparison>) => update(merge(comparison, patch) ?? { id: comparison.id })
          const operator = comparison.comparisonOperator
          return (
            <div className="min-w-0 flex-1 space-y-1.5 border-l-2 border-zinc-200 pl-2 dark:border-zinc-700">
              <div className="flex gap-1.5">
                <div className="w-2/5 shrink-0">
                  <TemplatedInput aria-label={`Column of comparison ${index + 1}`} placeholder="Column" value={comparison.column} onChange={(column) => change({ column })} />
                </div>
                <Select
                  aria-label={`Operator of comparison ${index + 1}`}
                  value={operator ?? ''}
                  onChange={(event) => change({ comparisonOperator: textOrUndefined(event.target.value) as ComparisonOperator | undefined })}
                  className="min-w-0 flex-1"
                >
                  <option value="">Operator</option>
                  {comparisonOperators.map((each) => (
                    <option key={each} value={each}>
                      {each}
                    </option>
                  ))}
                </Select>
              </div>
              {!(operator && unaryOperators.includes(operator)) && (
                <TemplatedInput aria-label={`Value of comparison ${index + 1}`} placeholder="Value, or {{variable}}" value={comparison.value} onChange={(next) => change({ value: next })} withVariables />
              )}
            </div>
          )
        }}
      />
    </div>
  )
}
