import { FieldShell } from '@/app/ui/FieldShell'
import { ResetToDefault } from '@/app/botSettings/form/ResetToDefault'
import { useField } from '@/app/botSettings/form/FormBinding'

/** An opacity from 0 (invisible) to 1 (solid) on a slider, said as a percentage. */
export function OpacityField({ path, label }: { path: string; label: string }) {
  const field = useField<number>(path)
  const value = field.shown ?? 1
  return (
    <FieldShell label={label} error={field.issue} action={<ResetToDefault label={label} onReset={field.isCustom && !field.disabled ? field.reset : undefined} />}>
      {(control) => (
        <div className="flex h-9 items-center gap-3">
          <input
            {...control}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={value}
            disabled={field.disabled}
            aria-valuetext={`${Math.round(value * 100)}%`}
            onChange={(event) => field.set(Number(event.target.value))}
            className="h-1.5 flex-1 cursor-pointer accent-indigo-600 disabled:cursor-not-allowed"
          />
          <output htmlFor={control.id} className="w-10 text-right text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
            {Math.round(value * 100)}%
          </output>
        </div>
      )}
    </FieldShell>
  )
}
