import type { ReactNode } from 'react'
import { Select } from '@/app/ui/Input'
import { FieldShell } from '@/app/ui/FieldShell'
import { ResetToDefault } from './ResetToDefault'
import { useField } from './FormBinding'

export type Option<V extends string> = { value: V; label: string }

type SelectFieldProps<V extends string> = { path: string; label: string; options: readonly Option<V>[]; hint?: ReactNode }

/** A choice among a few values in a native select; the default is selected while none is stored. */
export function SelectField<V extends string>({ path, label, options, hint }: SelectFieldProps<V>) {
  const field = useField<V>(path)
  return (
    <FieldShell label={label} hint={hint} error={field.issue} action={<ResetToDefault label={label} onReset={field.isCustom && !field.disabled ? field.reset : undefined} />}>
      {(control) => (
        <Select {...control} value={field.shown ?? ''} disabled={field.disabled} onChange={(event) => field.set(event.target.value as V)} className="w-full">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  )
}
