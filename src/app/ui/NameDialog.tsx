import { useState } from 'react'
import { Button } from './Button'
import { Dialog, DialogActions } from './Dialog'
import { Field, Input } from './Input'

type NameDialogProps = {
  open: boolean
  onClose: () => void
  title: string
  label: string
  initialName?: string
  submitLabel: string
  pending?: boolean
  onSubmit: (name: string) => void
}

/** Asks for one name (create or rename); the field keeps what was typed if the service refuses it. */
export function NameDialog({ open, onClose, title, ...form }: NameDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm">
      <NameForm onClose={onClose} {...form} />
    </Dialog>
  )
}

function NameForm({ onClose, label, initialName = '', submitLabel, pending, onSubmit }: Omit<NameDialogProps, 'open' | 'title'>) {
  const [name, setName] = useState(initialName)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (name.trim()) onSubmit(name.trim())
      }}
    >
      <Field label={label}>
        {(id) => (
          <Input id={id} value={name} onChange={(event) => setName(event.target.value)} required maxLength={200} data-autofocus onFocus={(event) => event.target.select()} />
        )}
      </Field>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" pending={pending} disabled={!name.trim()}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  )
}
