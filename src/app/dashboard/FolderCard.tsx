import { Link } from 'react-router'
import { Folder as FolderIcon } from 'lucide-react'
import type { Folder } from '@/shared/folder'
import { cx } from '@/app/ui/cx'
import { endDrag, startDrag, type DragItem } from './dragItem'
import { FolderCardMenu, type FolderCardActions } from './FolderCardMenu'
import { useDropTarget } from './useDropTarget'

type FolderCardProps = {
  folder: Folder
  contents: { bots: number; folders: number }
  /** Where the folder lives, said on a search hit. */
  location?: string
  canEdit: boolean
  actions: FolderCardActions
  canMove: (item: DragItem, target: string) => boolean
  onDropItem: (item: DragItem, target: string) => void
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** A folder on the dashboard: opens it; bots and folders dropped on it move into it. */
export function FolderCard({ folder, contents, location, canEdit, actions, canMove, onDropItem }: FolderCardProps) {
  const { isOver, dropProps } = useDropTarget(
    (item) => canEdit && canMove(item, folder.id),
    (item) => onDropItem(item, folder.id),
  )
  return (
    <li
      {...dropProps}
      draggable={canEdit}
      onDragStart={(event) => startDrag(event, { kind: 'folder', id: folder.id })}
      onDragEnd={endDrag}
      aria-label={folder.name}
      className={cx(
        'relative flex h-16 items-center has-[[aria-expanded=true]]:z-30 gap-3 rounded-xl border bg-white px-4 shadow-sm transition dark:bg-zinc-900',
        isOver
          ? 'border-indigo-500 bg-indigo-50 ring-2 ring-indigo-500 dark:bg-indigo-500/10'
          : 'border-zinc-200 hover:border-zinc-300 hover:shadow-md dark:border-zinc-800 dark:hover:border-zinc-700',
      )}
    >
      <FolderIcon aria-hidden className="size-5 shrink-0 fill-indigo-100 text-indigo-500 dark:fill-indigo-500/20 dark:text-indigo-400" />
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          <Link
            to={`/w/${folder.workspaceId}/folders/${folder.id}`}
            draggable={false}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-indigo-500"
          >
            {folder.name}
          </Link>
        </h3>
        <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
          {contents.bots === 0 && contents.folders === 0
            ? 'Empty'
            : [contents.folders > 0 && count(contents.folders, 'folder'), count(contents.bots, 'bot')].filter(Boolean).join(' · ')}
          {location && ` · in ${location}`}
        </p>
      </div>
      {canEdit && (
        <div className="relative z-10 -mr-2">
          <FolderCardMenu folder={folder} actions={actions} />
        </div>
      )}
    </li>
  )
}
