import { useState, type ReactNode } from 'react'
import { Button } from './Button'
import { Dialog, DialogActions } from './Dialog'
import { Field, Input } from './Input'

type ConfirmDialogProps = {
  open: boolean
  onClose: () => void
  title: string
  description: ReactNode
  confirmLabel: string
  onConfirm: () => void
  pending?: boolean
  /** The user must type this text (a name) before the action is offered. */
  typeToConfirm?: string
}

/** Asks before a destructive action; the focus starts on Cancel so Enter never destroys by accident. */
export function ConfirmDialog({ open, onClose, title, description, confirmLabel, onConfirm, pending, typeToConfirm }: ConfirmDialogProps) {
  const [typed, setTyped] = useState('')
  const close = () => {
    setTyped('')
    onClose()
  }
  const confirmed = typeToConfirm === undefined || typed === typeToConfirm
  return (
    <Dialog open={open} onClose={close} title={title} description={description} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (confirmed) onConfirm()
        }}
      >
        {typeToConfirm !== undefined && (
          <Field label={<>Type <strong className="font-semibold">{typeToConfirm}</strong> to confirm</>}>
            {(id) => <Input id={id} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" data-autofocus />}
          </Field>
        )}
        <DialogActions>
          <Button onClick={close} data-autofocus={typeToConfirm === undefined || undefined}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" pending={pending} disabled={!confirmed}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
