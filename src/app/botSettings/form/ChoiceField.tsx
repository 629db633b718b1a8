import { useId, type ReactNode } from 'react'
import { cx } from '@/app/ui/cx'
import { hintClass, labelClass } from '@/app/ui/FieldShell'
import { useField } from './FormBinding'
import type { Option } from './SelectField'

type ChoiceProps<V extends string> = {
  label: string
  value: V
  options: readonly Option<V>[]
  onChange: (value: V) => void
  disabled?: boolean
  /** Below the choices, read with them. */
  hint?: ReactNode
  /** Beside the label: a reset button, say. */
  action?: ReactNode
}

/** Two to four exclusive values side by side: native radio buttons drawn as a segmented control. */
export function Choice<V extends string>({ label, value, options, onChange, disabled, hint, action }: ChoiceProps<V>) {
  const id = useId()
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex min-h-5 items-end justify-between gap-2">
        <span id={`${id}-label`} className={labelClass}>
          {label}
        </span>
        {action}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-disabled={disabled || undefined}
        className="flex rounded-lg border border-zinc-300 bg-zinc-100 p-0.5 dark:border-zinc-700 dark:bg-zinc-800">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'flex flex-1 items-center justify-center rounded-md px-2 py-1 text-center text-xs font-medium whitespace-nowrap has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
              option.value === value
                ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-zinc-50'
                : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
            )}
          >
            <input type="radio" name={id} value={option.value} checked={option.value === value} disabled={disabled} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  )
}

/** A bound `Choice`: the stored value, else the default, with a reset when changed. */
export function ChoiceField<V extends string>({ path, label, options }: { path: string; label: string; options: readonly Option<V>[] }) {
  const field = useField<V>(path)
  const reset = field.isCustom && !field.disabled && (
    <button type="button" onClick={field.reset} className="rounded px-1 text-xs text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100" aria-label={`Reset ${label} to its default`}>
      Default
    </button>
  )
  return <Choice label={label} value={field.shown} options={options} onChange={field.set} disabled={field.disabled} hint={field.offBecause ?? undefined} action={reset} />
}
