import { useState } from 'react'
import { errorMessage } from '@/app/api/apiErrors'
import { Button } from '@/app/ui/Button'
import { Dialog, DialogActions } from '@/app/ui/Dialog'
import { toast } from '@/app/ui/toastStore'

type SaveConflictDialogProps = {
  open: boolean
  /** What was being edited when the save was refused: "flow", "theme", "settings". */
  what: string
  /** What "Keep mine" does to the rest of their changes. */
  keepMineEffect: string
  loadTheirs: () => Promise<unknown>
  keepMine: () => Promise<unknown>
}

/**
 * Shown when a save was refused because someone saved a newer version of the bot meanwhile: the user
 * picks whose version stays. Nothing is saved until they do.
 */
export function SaveConflictDialog({ open, what, keepMineEffect, loadTheirs, keepMine }: SaveConflictDialogProps) {
  const [pending, setPending] = useState<'theirs' | 'mine' | null>(null)
  const choose = async (choice: 'theirs' | 'mine') => {
    setPending(choice)
    try {
      await (choice === 'theirs' ? loadTheirs() : keepMine())
      toast.success(choice === 'theirs' ? 'Loaded the latest version' : `Your ${what} was saved`)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setPending(null)
    }
  }
  return (
    <Dialog
      open={open}
      // Closing without a choice would leave the edits unsaved with no way forward.
      onClose={() => undefined}
      title="This bot was changed elsewhere"
      description={`Someone saved a newer version of this bot (in another tab or by another person) while you were editing its ${what}. Choose which version to keep.`}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-600 dark:text-zinc-400">
        <li>
          <strong className="font-medium text-zinc-900 dark:text-zinc-100">Load their version</strong>: your unsaved changes are dropped.
        </li>
        <li>
          <strong className="font-medium text-zinc-900 dark:text-zinc-100">Keep mine</strong>: {keepMineEffect}
        </li>
      </ul>
      <DialogActions>
        <Button onClick={() => void choose('theirs')} pending={pending === 'theirs'} disabled={pending !== null} data-autofocus>
          Load their version
        </Button>
        <Button variant="danger" onClick={() => void choose('mine')} pending={pending === 'mine'} disabled={pending !== null}>
          Keep mine
        </Button>
      </DialogActions>
    </Dialog>
  )
}
