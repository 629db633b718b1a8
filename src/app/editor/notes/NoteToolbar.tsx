import { Pencil, Trash2 } from 'lucide-react'
import { NodeToolbar, Position } from '@xyflow/react'
import { noteColors, type NoteColor } from '@/shared/notes/botNote'
import { IconButton } from '@/app/ui/IconButton'
import { cx, focusRing } from '@/app/ui/cx'
import { noteStyles } from './noteStyles'

type NoteToolbarProps = { color: NoteColor; onColor: (color: NoteColor) => void; onEdit: () => void; onDelete: () => void }

/** Above a selected note: its colour from the palette, edit its text, delete it. */
export function NoteToolbar({ color, onColor, onEdit, onDelete }: NoteToolbarProps) {
  return (
    <NodeToolbar position={Position.Top} offset={8} className="nodrag nopan">
      <div role="toolbar" aria-label="Note" className="flex items-center gap-1 rounded-xl border border-zinc-200 bg-white p-1 shadow-sm dark:border-zinc-700 dark:bg-zinc-900">
        <div role="group" aria-label="Note colour" className="flex items-center gap-1 px-1">
          {noteColors.map((candidate) => (
            <button
              key={candidate}
              type="button"
              aria-label={noteStyles[candidate].label}
              aria-pressed={candidate === color}
              title={noteStyles[candidate].label}
              onClick={() => onColor(candidate)}
              className={cx(
                'size-5 rounded-full border border-black/10 dark:border-white/20',
                noteStyles[candidate].swatch,
                candidate === color && 'ring-2 ring-indigo-500 ring-offset-1 ring-offset-white dark:ring-offset-zinc-900',
                focusRing,
              )}
            />
          ))}
        </div>
        <span aria-hidden className="mx-0.5 h-5 w-px bg-zinc-200 dark:bg-zinc-700" />
        <IconButton label="Edit note text" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
        </IconButton>
        <IconButton label="Delete note" onClick={onDelete} className="hover:text-red-600 dark:hover:text-red-400">
          <Trash2 aria-hidden className="size-4" />
        </IconButton>
      </div>
    </NodeToolbar>
  )
}
