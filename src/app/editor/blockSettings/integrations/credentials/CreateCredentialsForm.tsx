import { useState, type FormEvent, type ReactNode } from 'react'
import { errorMessage } from '@/app/api/apiErrors'
import { Button } from '@/app/ui/Button'
import { Input } from '@/app/ui/Input'
import type { CredentialsType } from '@/shared/credentials'
import { useBlockSettings } from '../../BlockSettingsContext'
import { FieldShell } from '@/app/ui/FieldShell'
import { useCreateCredentials } from './useCreateCredentials'

type CreateCredentialsFormProps = {
  type: CredentialsType
  title: string
  /** The secret's fields, from the form's data (FormData names match the API's `data` keys). */
  fields: ReactNode
  /** Turns the form's data into the API's `data` object. */
  toData: (form: FormData) => Record<string, unknown>
  done: (credentialsId?: string) => void
}

/** Stores new credentials in the workspace; the secret never comes back, only its name and id. */
export function CreateCredentialsForm({ type, title, fields, toData, done }: CreateCredentialsFormProps) {
  const { workspaceId } = useBlockSettings()
  const create = useCreateCredentials()
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The nested form must not submit anything around it.
    event.stopPropagation()
    const form = new FormData(event.currentTarget)
    const credentials = { type, name: String(form.get('name')), data: toData(form) } as Parameters<typeof create.mutate>[0]['credentials']
    create.mutate({ workspaceId, credentials }, { onSuccess: (reply) => done(reply.credentials.id), onError: (failure) => setError(errorMessage(failure)) })
  }
  return (
    <form onSubmit={submit} aria-label={title} className="space-y-2.5 rounded-lg border border-indigo-200 bg-indigo-50/40 p-3 dark:border-indigo-500/30 dark:bg-indigo-500/5">
      <p className="text-xs font-semibold text-zinc-800 dark:text-zinc-200">{title}</p>
      <FieldShell label="Name">{(control) => <Input {...control} name="name" required maxLength={100} placeholder="My account" autoFocus />}</FieldShell>
      {fields}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-1.5">
        <Button size="sm" variant="ghost" onClick={() => done()}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" type="submit" pending={create.isPending}>
          Save account
        </Button>
      </div>
    </form>
  )
}

/** A text field of a credentials form, named for FormData. */
export function SecretField({ label, name, hint, ...input }: { label: string; name: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return <FieldShell label={label} hint={hint}>{(control) => <Input {...control} name={name} {...input} />}</FieldShell>
}
