import { useState, type ReactNode } from 'react'
import { Input } from '@/app/ui/Input'
import { FieldShell } from '@/app/ui/FieldShell'
import type { Parsed } from './parseField'

type ValidatedFieldProps<T> = {
  label: ReactNode
  value: T | undefined
  /** Called only with values that pass `parse`, so the block stays valid. */
  onChange: (value: T | undefined) => void
  parse: (text: string) => Parsed<T>
  format?: (value: T | undefined) => string
  placeholder?: string
  hint?: ReactNode
  inputMode?: 'text' | 'decimal' | 'numeric'
}

const defaultFormat = (value: unknown) => (value === undefined ? '' : String(value))

/**
 * A text input whose text is parsed before it is stored: while the text is invalid it stays on
 * screen with the reason, and the block keeps its last valid value. A change from outside (undo)
 * replaces the text.
 */
export function ValidatedField<T>({ label, value, onChange, parse, format = defaultFormat, placeholder, hint, inputMode }: ValidatedFieldProps<T>) {
  const [draft, setDraft] = useState<{ text: string; source: T | undefined; error?: string }>(() => ({ text: format(value), source: value }))
  let current = draft
  if (!Object.is(draft.source, value)) {
    current = { text: format(value), source: value }
    setDraft(current)
  }
  const change = (text: string) => {
    const parsed = parse(text)
    if (!parsed.ok) return setDraft({ text, source: value, error: parsed.error })
    setDraft({ text, source: parsed.value })
    if (!Object.is(parsed.value, value)) onChange(parsed.value)
  }
  return (
    <FieldShell label={label} hint={hint} error={current.error}>
      {(control) => (
        <Input {...control} value={current.text} placeholder={placeholder} inputMode={inputMode} onChange={(event) => change(event.target.value)} />
      )}
    </FieldShell>
  )
}
