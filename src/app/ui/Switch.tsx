import { useId, type ReactNode } from 'react'
import { cx, focusRing } from '@/app/ui/cx'
import { hintClass } from '@/app/ui/FieldShell'

type SwitchProps = {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: ReactNode
  disabled?: boolean
}

/** An on/off switch with its label on the left and an optional hint below. */
export function Switch({ label, checked, onChange, hint, disabled }: SwitchProps) {
  const id = useId()
  return (
    <div className="space-y-0.5">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          className={cx(
            'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            checked ? 'bg-indigo-600' : 'bg-zinc-300 dark:bg-zinc-700',
            focusRing,
          )}
        >
          <span aria-hidden className={cx('inline-block size-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-4.5' : 'translate-x-0.5')} />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={cx(hintClass, 'pr-14')}>
          {hint}
        </p>
      )}
    </div>
  )
}
