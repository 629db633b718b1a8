import type { ReactNode } from 'react'
import type { NumberOrVariable } from '@/shared/bot/blocks'
import { parseNumber, parseNumberOrVariable } from './parseField'
import { ValidatedField } from './ValidatedField'

type Common = { label: string; placeholder?: string; hint?: ReactNode }

/** A number with optional bounds, validated as the schema validates it. */
export function NumberField({ value, onChange, min, max, integer, ...rest }: Common & {
  value: number | undefined
  onChange: (value: number | undefined) => void
  min?: number
  max?: number
  integer?: boolean
}) {
  return (
    <ValidatedField
      {...rest}
      value={value}
      onChange={onChange}
      inputMode={integer ? 'numeric' : 'decimal'}
      parse={(text) => parseNumber(rest.label, text, { min, max, integer })}
    />
  )
}

/** An "N|V" option: a number, or one `{{Variable}}` read at runtime. */
export function NumberOrVariableField({ value, onChange, ...rest }: Common & {
  value: NumberOrVariable | undefined
  onChange: (value: NumberOrVariable | undefined) => void
}) {
  return (
    <ValidatedField
      {...rest}
      value={value}
      onChange={onChange}
      hint={rest.hint ?? 'A number, or a {{variable}} holding one.'}
      parse={(text) => parseNumberOrVariable(rest.label, text)}
    />
  )
}
