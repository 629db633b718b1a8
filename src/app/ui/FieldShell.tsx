import { useId, type ReactNode } from 'react'

/** Props a control spreads to be tied to its label, hint and error. */
export type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

type FieldShellProps = {
  label: ReactNode
  hint?: ReactNode
  /** Says what is wrong with the value, naming the field; the control is marked invalid. */
  error?: string
  /** A small control at the right of the label, such as "Insert a variable". */
  action?: ReactNode
  children: (control: ControlProps) => ReactNode
}

/** The id of the label of the control whose id is `controlId`, for controls named by aria-labelledby. */
export const labelIdOf = (controlId: string) => `${controlId}-label`

export const labelClass = 'block text-xs font-medium text-zinc-700 dark:text-zinc-300'
export const hintClass = 'text-xs text-zinc-500 dark:text-zinc-400'

/** A compact label above a control, with a hint and an error below it, both read with the control. */
export function FieldShell({ label, hint, error, action, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex min-h-5 items-end justify-between gap-2">
        <label id={labelIdOf(id)} htmlFor={id} className={labelClass}>
          {label}
        </label>
        {action}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
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
