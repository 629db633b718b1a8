import type { ReactNode } from 'react'
import { cx, focusRing } from '@/app/ui/cx'
import { Input } from '@/app/ui/Input'
import { FieldShell } from '@/app/ui/FieldShell'
import { useField } from './FormBinding'

type TextFieldProps = {
  path: string
  label: string
  hint?: ReactNode
  /** Shown while empty; the field's default unless told. */
  placeholder?: string
  /** A text box of this many rows instead of one line. */
  rows?: number
  /** Monospaced, no spell check: CSS, HTML. */
  code?: boolean
  type?: 'text' | 'url'
}

const areaClass =
  'block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 focus-visible:ring-offset-0'

/**
 * A text option. Empty means absent, so the default applies (and shows as the placeholder): the
 * stored document only holds texts the user wrote.
 */
export function TextField({ path, label, hint, placeholder, rows, code, type = 'text' }: TextFieldProps) {
  const field = useField<string>(path)
  const text = field.stored ?? ''
  const shared = {
    value: text,
    disabled: field.disabled,
    placeholder: placeholder ?? field.fallback ?? '',
    spellCheck: code ? false : undefined,
    onChange: (event: { target: { value: string } }) => field.set(event.target.value === '' ? undefined : event.target.value),
  }
  return (
    <FieldShell label={label} hint={field.offBecause ?? hint} error={field.issue}>
      {(control) =>
        rows ? (
          <textarea {...control} {...shared} rows={rows} className={cx(areaClass, focusRing, code && 'font-mono text-xs leading-relaxed')} />
        ) : (
          <Input {...control} {...shared} type={type} className={cx(code && 'font-mono text-xs')} />
        )
      }
    </FieldShell>
  )
}
