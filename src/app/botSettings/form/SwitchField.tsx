import type { ReactNode } from 'react'
import { Switch } from '@/app/ui/Switch'
import { useField } from './FormBinding'

/** A boolean option of the form: shows the stored value, else the default. */
export function SwitchField({ path, label, hint }: { path: string; label: string; hint?: ReactNode }) {
  const field = useField<boolean>(path)
  return <Switch label={label} hint={field.offBecause ?? hint} checked={field.shown === true} onChange={field.set} disabled={field.disabled} />
}
