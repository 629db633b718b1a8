import type { DisplayCondition } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { merge } from '../blockUpdate'
import { ConditionEditor } from '../condition/ConditionEditor'
import { Switch } from '@/app/ui/Switch'

type DisplayConditionFieldsProps = {
  value: DisplayCondition | undefined
  onChange: (value: DisplayCondition | undefined) => void
  /** Names the item, e.g. "Choice 2". */
  name: string
}

/** "Show only when": a switch and the condition that must hold for the item to be offered. */
export function DisplayConditionFields({ value, onChange, name }: DisplayConditionFieldsProps) {
  const enabled = value?.isEnabled ?? false
  const enable = (isEnabled: boolean) =>
    // Turned on for the first time: start with one comparison to fill in.
    onChange(merge(value, { isEnabled, condition: value?.condition ?? (isEnabled ? { comparisons: [{ id: createId() }] } : undefined) }))
  return (
    <div className="space-y-2">
      <Switch label="Show only when a condition holds" checked={enabled} onChange={enable} />
      {enabled && <ConditionEditor name={`${name} display condition`} condition={value?.condition} onChange={(condition) => onChange(merge(value, { condition }))} />}
    </div>
  )
}
