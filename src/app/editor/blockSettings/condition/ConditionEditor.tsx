import type { ReactNode } from 'react'
import { createId } from '@/shared/ids'
import {
  comparisonOperators,
  defaultLogicalOperator,
  type Comparison,
  type ComparisonOperator,
  type Condition,
  type LogicalOperator,
} from '@/shared/bot/condition'
import { Select } from '@/app/ui/Input'
import { merge, textOrUndefined } from '../blockUpdate'
import { ListEditor } from '../fields/ListEditor'
import { TemplatedInput } from '../fields/TemplatedInput'
import { VariablePicker } from '../pickers/VariablePicker'
import { LogicalOperatorToggle } from './LogicalOperatorToggle'

/** Operators that test the variable alone: they take no right side. */
const unaryOperators: readonly ComparisonOperator[] = ['Is set', 'Is empty']

type ConditionEditorProps = {
  condition: Condition | undefined
  onChange: (condition: Condition | undefined) => void
  /** Names this condition in the labels of its controls, e.g. "Condition 1". */
  name: string
}

/** Comparisons (variable, operator, value) joined by AND or OR (BLOCKS.md §3.2). */
export function ConditionEditor({ condition, onChange, name }: ConditionEditorProps) {
  const comparisons = condition?.comparisons ?? []
  const logicalOperator = condition?.logicalOperator ?? defaultLogicalOperator
  const set = (patch: Partial<Condition>) => onChange(merge(condition, patch))
  return (
    <div className="space-y-2">
      {comparisons.length > 1 && (
        <LogicalOperatorToggle name={name} value={logicalOperator} onChange={(value: LogicalOperator) => set({ logicalOperator: value })} />
      )}
      <ListEditor
        items={comparisons}
        onChange={(next) => set({ comparisons: next })}
        itemLabel={(index) => `${name}, comparison ${index + 1}`}
        create={(): Comparison => ({ id: createId() })}
        addLabel="Add a comparison"
        emptyText="No comparison: this condition is never true."
        renderItem={(comparison, index, update, actions) => (
          <>
            {index > 0 && (
              <p aria-hidden className="py-0.5 text-[11px] font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
                {logicalOperator === 'AND' ? 'and' : 'or'}
              </p>
            )}
            <ComparisonRow comparison={comparison} label={`${name}, comparison ${index + 1}`} onChange={update} actions={actions} />
          </>
        )}
      />
    </div>
  )
}

type ComparisonRowProps = { comparison: Comparison; label: string; onChange: (comparison: Comparison) => void; actions: ReactNode }

function ComparisonRow({ comparison, label, onChange, actions }: ComparisonRowProps) {
  const set = (patch: Partial<Comparison>) => onChange(merge(comparison, patch) ?? { id: comparison.id })
  const operator = comparison.comparisonOperator
  const unary = operator !== undefined && unaryOperators.includes(operator)
  return (
    <div className="space-y-1.5 border-l-2 border-zinc-200 pl-2 dark:border-zinc-700">
      <div className="flex items-center gap-1.5">
        <div className="min-w-0 flex-1">
          <VariablePicker aria-label={`${label}: variable`} value={comparison.variableId} onChange={(variableId) => set({ variableId })} />
        </div>
        {actions}
      </div>
      <Select
        aria-label={`${label}: operator`}
        value={operator ?? ''}
        onChange={(event) => set({ comparisonOperator: textOrUndefined(event.target.value) as ComparisonOperator | undefined })}
        className="w-full"
      >
        <option value="">Choose an operator</option>
        {comparisonOperators.map((op) => (
          <option key={op} value={op}>
            {op}
          </option>
        ))}
      </Select>
      {!unary && <TemplatedInput aria-label={`${label}: value`} placeholder="Value, or {{variable}}" value={comparison.value} onChange={(value) => set({ value })} withVariables />}
    </div>
  )
}
