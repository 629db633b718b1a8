import { useId, type ReactNode } from 'react'
import { RotateCcw } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'

/** Props a control spreads to be tied to its label, hint and error. */
export type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

type FieldShellProps = {
  label: string
  hint?: ReactNode
  /** Says what is wrong, naming the field; the control is marked invalid. */
  error?: string
  /** Offered when the value differs from the default. */
  onReset?: () => void
  children: (control: ControlProps) => ReactNode
}

export const labelClass = 'block text-xs font-medium text-zinc-700 dark:text-zinc-300'
export const hintClass = 'text-xs text-zinc-500 dark:text-zinc-400'

/** A compact label above a control, with an error and a hint below it, both read with the control. */
export function FieldShell({ label, hint, error, onReset, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex min-h-5 items-end justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {onReset && (
          <button
            type="button"
            onClick={onReset}
            aria-label={`Reset ${label} to its default`}
            title="Back to the default"
            className={cx('inline-flex items-center gap-1 rounded px-1 text-xs text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100', focusRing)}
          >
            <RotateCcw aria-hidden className="size-3" />
            Default
          </button>
        )}
      </div>
      {children({ id, 'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  )
}
