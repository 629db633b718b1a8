import { defaultLoopOptions, maxLoopIterationsLimit, type LoopBlock, type LoopKind } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { hintClass, labelClass } from '@/app/ui/FieldShell'
import { ConditionEditor } from '../condition/ConditionEditor'
import { NumberField } from '../fields/NumberFields'
import { SelectField } from '../fields/SelectField'
import { VariableField } from '../pickers/VariablePicker'

const kinds = [
  { value: 'for each', label: 'For each item of a list' },
  { value: 'while', label: 'While a condition holds' },
] as const satisfies readonly { value: LoopKind; label: string }[]

/**
 * Loop (issue 14): "for each" element of a list variable, or "while" a condition holds, at most
 * `maxIterations` times. The "Each" output is the body; when its branch ends the flow comes back here.
 */
export function LoopForm({ block, onChange }: BlockFormProps<LoopBlock>) {
  const options = block.options
  const kind = options?.kind ?? defaultLoopOptions.kind
  const set = (patch: Partial<NonNullable<LoopBlock['options']>>) => onChange(withOptions(block, patch))
  return (
    <>
      <SelectField label="Repeat" value={kind} options={kinds} onChange={(value) => set({ kind: value === defaultLoopOptions.kind ? undefined : value })} />
      {kind === 'for each' ? (
        <>
          <VariableField label="List" value={options?.listVariableId} onChange={(listVariableId) => set({ listVariableId })} placeholder="Select the list variable" hint="A list, or text holding a JSON array. Read once, when the loop starts." />
          <VariableField label="Save the item in" value={options?.itemVariableId} onChange={(itemVariableId) => set({ itemVariableId })} placeholder="Select a variable" />
        </>
      ) : (
        <div className="space-y-1.5">
          <p className={labelClass}>Condition</p>
          <ConditionEditor name="Loop condition" condition={options?.condition} onChange={(condition) => set({ condition })} />
        </div>
      )}
      <VariableField label="Save the index in" value={options?.indexVariableId} onChange={(indexVariableId) => set({ indexVariableId })} placeholder="Optional: 0, 1, 2…" />
      <NumberField
        label="Maximum iterations"
        value={options?.maxIterations}
        onChange={(maxIterations) => set({ maxIterations })}
        min={1}
        max={maxLoopIterationsLimit}
        integer
        placeholder={String(defaultLoopOptions.maxIterations)}
        hint="Past this, the loop stops, leaves by “Done” and writes a line in the result's logs."
      />
      <p className={hintClass}>
        Link the “Each” output to the blocks to repeat. When they end, the flow comes back to this block (the dashed line on the canvas); when the list is used up or the condition fails, it leaves by “Done”.
      </p>
    </>
  )
}
