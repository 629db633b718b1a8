import { useState, type ReactNode } from 'react'
import { Plus } from 'lucide-react'
import type { CredentialsType } from '@/shared/credentials'
import { Button } from '@/app/ui/Button'
import { Select } from '@/app/ui/Input'
import { useBlockSettings } from '../../BlockSettingsContext'
import { FieldShell } from '@/app/ui/FieldShell'
import { useCredentialsQuery } from './useCredentialsQuery'

type CredentialsPickerProps = {
  type: CredentialsType
  value: string | undefined
  onChange: (credentialsId: string | undefined) => void
  /** A first option not stored in the workspace, e.g. the server's own SMTP. */
  builtIn?: { id: string; label: string }
  placeholder: string
  hint?: ReactNode
  /** The form that stores new credentials; it calls `done` with the new id. */
  renderCreate: (done: (credentialsId?: string) => void) => ReactNode
}

/** Picks stored credentials of one kind, or opens a small form to add some. */
export function CredentialsPicker({ type, value, onChange, builtIn, placeholder, hint, renderCreate }: CredentialsPickerProps) {
  const { workspaceId, readOnly } = useBlockSettings()
  const credentials = useCredentialsQuery(workspaceId, type)
  const [adding, setAdding] = useState(false)
  const list = credentials.data ?? []
  const known = value === undefined || value === builtIn?.id || list.some((each) => each.id === value)
  return (
    <div className="space-y-2">
      <FieldShell label="Account" hint={hint}>
        {(control) => (
          <div className="flex gap-1.5">
            <Select
              {...control}
              // The built-in choice is the default: it is stored as no value at all.
              value={value === builtIn?.id ? '' : (value ?? '')}
              onChange={(event) => onChange(event.target.value || undefined)}
              className="min-w-0 flex-1"
            >
              <option value="">{builtIn?.label ?? placeholder}</option>
              {list.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
              {!known && <option value={value}>{credentials.isPending ? 'Loading…' : 'Credentials not found'}</option>}
            </Select>
            {!readOnly && !adding && (
              <Button size="md" icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)} aria-label="Add an account">
                Add
              </Button>
            )}
          </div>
        )}
      </FieldShell>
      {adding &&
        renderCreate((credentialsId) => {
          setAdding(false)
          if (credentialsId) onChange(credentialsId)
        })}
    </div>
  )
}
