import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import type { Folder } from '@/shared/folder'
import { cx, focusRing } from '@/app/ui/cx'
import type { DragItem } from './dragItem'
import { useDropTarget } from './useDropTarget'

type BreadcrumbsProps = {
  workspaceId: string
  /** From the top level down to the current folder. */
  path: Folder[]
  canEdit: boolean
  canMove: (item: DragItem, target: string | null) => boolean
  onDropItem: (item: DragItem, target: string | null) => void
}

/** Where the user is; every level above the current one is also a drop target. */
export function Breadcrumbs({ workspaceId, path, ...drop }: BreadcrumbsProps) {
  const ancestors = [{ id: null, name: 'All bots' }, ...path.slice(0, -1)]
  return (
    <nav aria-label="Folders" className="mb-1">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
        {ancestors.map((crumb) => (
          <li key={crumb.id ?? 'top'} className="flex items-center gap-1">
            <Crumb to={crumb.id ? `/w/${workspaceId}/folders/${crumb.id}` : `/w/${workspaceId}`} folderId={crumb.id} name={crumb.name} {...drop} />
            <ChevronRight aria-hidden className="size-4 text-zinc-400" />
          </li>
        ))}
      </ol>
    </nav>
  )
}

type CrumbProps = Omit<BreadcrumbsProps, 'workspaceId' | 'path'> & { to: string; folderId: string | null; name: string }

function Crumb({ to, folderId, name, canEdit, canMove, onDropItem }: CrumbProps) {
  const { isOver, dropProps } = useDropTarget(
    (item) => canEdit && canMove(item, folderId),
    (item) => onDropItem(item, folderId),
  )
  return (
    <Link
      to={to}
      {...dropProps}
      className={cx(
        'rounded-md px-1.5 py-0.5 hover:bg-zinc-200/60 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
        focusRing,
        isOver && 'bg-indigo-100 text-indigo-900 ring-2 ring-indigo-500 dark:bg-indigo-500/20 dark:text-indigo-100',
      )}
    >
      {name}
    </Link>
  )
}
