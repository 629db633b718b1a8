import { useState } from 'react'
import { Folder as FolderIcon, Home } from 'lucide-react'
import type { Folder } from '@/shared/folder'
import { Button } from '@/app/ui/Button'
import { cx } from '@/app/ui/cx'
import { Dialog, DialogActions } from '@/app/ui/Dialog'
import { folderOptions } from './folderTree'

type MoveToDialogProps = {
  open: boolean
  onClose: () => void
  itemName: string
  folders: readonly Folder[]
  /** Folders the item may go into; the top level is `null`. */
  canMoveTo: (folderId: string | null) => boolean
  onMove: (folderId: string | null) => void
}

/** "Move to…": the folder tree as radio buttons (arrow keys move between them). */
export function MoveToDialog({ open, onClose, itemName, folders, canMoveTo, onMove }: MoveToDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Move “${itemName}”`} description="Choose the folder it goes into.">
      <MoveToForm onClose={onClose} folders={folders} canMoveTo={canMoveTo} onMove={onMove} />
    </Dialog>
  )
}

function MoveToForm({ onClose, folders, canMoveTo, onMove }: Omit<MoveToDialogProps, 'open' | 'itemName'>) {
  const [target, setTarget] = useState<string | null | undefined>(undefined)
  const choices = [{ id: null, name: 'Top level', depth: 0 }, ...folderOptions(folders).map(({ folder, depth }) => ({ id: folder.id, name: folder.name, depth: depth + 1 }))]
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (target !== undefined) onMove(target)
      }}
    >
      <fieldset className="max-h-72 space-y-0.5 overflow-y-auto rounded-lg border border-zinc-200 p-1 dark:border-zinc-800">
        <legend className="sr-only">Destination folder</legend>
        {choices.map((choice) => {
          const allowed = canMoveTo(choice.id)
          return (
            <label
              key={choice.id ?? 'top'}
              style={{ paddingLeft: `${0.75 + choice.depth * 1.25}rem` }}
              className={cx(
                'flex items-center gap-2 rounded-md py-2 pr-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                allowed ? 'cursor-pointer hover:bg-zinc-100 dark:hover:bg-zinc-800' : 'cursor-not-allowed opacity-50',
                target === choice.id && 'bg-indigo-50 font-medium text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100',
              )}
            >
              <input type="radio" name="destination" className="sr-only" disabled={!allowed} checked={target === choice.id} onChange={() => setTarget(choice.id)} />
              {choice.id ? <FolderIcon aria-hidden className="size-4 text-indigo-500" /> : <Home aria-hidden className="size-4 text-zinc-500" />}
              {choice.name}
            </label>
          )
        })}
      </fieldset>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={target === undefined}>
          Move here
        </Button>
      </DialogActions>
    </form>
  )
}
