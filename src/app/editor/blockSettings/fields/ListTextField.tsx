import { useState, type ReactNode } from 'react'
import { TextField } from './TextField'

/** Splits on commas, except inside `{{…}}` (a variable name may hold one); drops empty entries. */
export function splitList(text: string): string[] {
  return text
    .split(/,(?![^{]*\}\})/)
    .map((entry) => entry.trim())
    .filter(Boolean)
}

type ListTextFieldProps = {
  label: ReactNode
  value: string[] | undefined
  /** Receives undefined when the list is emptied. */
  onChange: (value: string[] | undefined) => void
  placeholder?: string
  hint?: ReactNode
  withVariables?: boolean
}

/** A list of short texts typed on one line, separated by commas; the text stays as typed while editing. */
export function ListTextField({ value, onChange, ...field }: ListTextFieldProps) {
  const incoming = JSON.stringify(value ?? [])
  const [draft, setDraft] = useState({ text: (value ?? []).join(', '), source: incoming })
  let current = draft
  if (draft.source !== incoming) {
    current = { text: (value ?? []).join(', '), source: incoming }
    setDraft(current)
  }
  return (
    <TextField
      {...field}
      value={current.text}
      onChange={(text = '') => {
        const list = splitList(text)
        setDraft({ text, source: JSON.stringify(list) })
        onChange(list.length > 0 ? list : undefined)
      }}
    />
  )
}
