import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cx, focusRing } from './cx'

const control =
  'block rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500'

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }

/** A text input in the app's style. */
export function Input({ className, ...rest }: InputProps) {
  return <input className={cx(control, 'h-9 w-full', focusRing, 'focus-visible:ring-offset-0', className)} {...rest} />
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement>

/** A native select: keyboard and screen readers work as the platform does. */
export function Select({ className, children, ...rest }: SelectProps) {
  return (
    <select className={cx(control, 'h-9 pr-8', focusRing, 'focus-visible:ring-offset-0', className)} {...rest}>
      {children}
    </select>
  )
}

type FieldProps = { label: ReactNode; hint?: ReactNode; children: (id: string, hintId: string | undefined) => ReactNode }

/** A label above a control, with an optional hint below it tied by aria-describedby. */
export function Field({ label, hint, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      {children(id, hintId)}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  )
}
