import { FolderInput, MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import type { Folder } from '@/shared/folder'
import { Menu, MenuItem, MenuSeparator } from '@/app/ui/Menu'

/** What the dashboard does for a folder's menu. */
export type FolderCardActions = {
  rename: (folder: Folder) => void
  move: (folder: Folder) => void
  remove: (folder: Folder) => void
}

/** The "…" menu of a folder card (only for those who may change folders). */
export function FolderCardMenu({ folder, actions }: { folder: Folder; actions: FolderCardActions }) {
  return (
    <Menu
      label={`Actions for folder ${folder.name}`}
      trigger={<MoreHorizontal aria-hidden className="size-4" />}
      triggerClassName="inline-flex size-8 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
    >
      <MenuItem icon={<Pencil aria-hidden className="size-4" />} onSelect={() => actions.rename(folder)}>
        Rename
      </MenuItem>
      <MenuItem icon={<FolderInput aria-hidden className="size-4" />} onSelect={() => actions.move(folder)}>
        Move to…
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<Trash2 aria-hidden className="size-4" />} danger onSelect={() => actions.remove(folder)}>
        Delete
      </MenuItem>
    </Menu>
  )
}
