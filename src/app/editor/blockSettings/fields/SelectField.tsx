import type { ReactNode } from 'react'
import { Select } from '@/app/ui/Input'
import { FieldShell } from '@/app/ui/FieldShell'

export type SelectOption<V extends string> = { value: V; label: string }

type SelectFieldProps<V extends string> = {
  label: ReactNode
  /** The stored value, or the default shown when the option is absent. */
  value: V
  options: readonly SelectOption<V>[]
  onChange: (value: V) => void
  hint?: ReactNode
}

/** A labelled native select: the platform's keyboard and screen-reader behaviour. */
export function SelectField<V extends string>({ label, value, options, onChange, hint }: SelectFieldProps<V>) {
  return (
    <FieldShell label={label} hint={hint}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value as V)} className="w-full">
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

/** Options whose labels are their values (enums stored as readable strings). */
export const optionsOf = <V extends string>(values: readonly V[]): SelectOption<V>[] => values.map((value) => ({ value, label: value }))
