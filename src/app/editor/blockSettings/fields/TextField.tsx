import type { ReactNode } from 'react'
import { FieldShell } from '@/app/ui/FieldShell'
import { TemplatedInput, type TemplatedInputProps } from './TemplatedInput'

type TextFieldProps = Omit<TemplatedInputProps, 'aria-label'> & {
  label: ReactNode
  hint?: ReactNode
  error?: string
}

/** A labelled text input or text box (see TemplatedInput), with a hint and an error below. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return <FieldShell label={label} hint={hint} error={error}>{(control) => <TemplatedInput {...control} {...input} />}</FieldShell>
}
