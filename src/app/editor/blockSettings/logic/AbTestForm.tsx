import { useId } from 'react'
import type { AbTestBlock } from '@/shared/bot/blocks'
import { defaultAbTestOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { withOptions } from '../blockUpdate'
import { hintClass, labelClass } from '@/app/ui/FieldShell'
import { NumberField } from '../fields/NumberFields'

/** A/B test: the share of chats that take path A; the rest take B. */
export function AbTestForm({ block, onChange }: BlockFormProps<AbTestBlock>) {
  const sliderId = useId()
  const aPercent = block.options?.aPercent ?? defaultAbTestOptions.aPercent
  const set = (value: number | undefined) => onChange(withOptions(block, { aPercent: value }))
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={sliderId} className={labelClass}>
          Split
        </label>
        <input id={sliderId} type="range" min={0} max={100} step={1} value={aPercent} onChange={(event) => set(Number(event.target.value))} className="w-full accent-indigo-600" aria-valuetext={`${aPercent}% A, ${100 - aPercent}% B`} />
        <div className="flex justify-between text-xs font-medium">
          <span className="text-indigo-700 dark:text-indigo-300">A: {aPercent}%</span>
          <span className="text-zinc-600 dark:text-zinc-400">B: {100 - aPercent}%</span>
        </div>
      </div>
      <NumberField label="Percentage for A" value={block.options?.aPercent} onChange={set} min={0} max={100} placeholder={String(defaultAbTestOptions.aPercent)} />
      <p className={hintClass}>Each chat draws at random. When the drawn path has no link, the other one is taken.</p>
    </>
  )
}
