import type { KeyboardEvent } from 'react'
import { GripVertical } from 'lucide-react'
import { type Header, FlexRender } from '@tanstack/react-table'
import { cx } from '@/app/ui/cx'
import type { ResultRow } from './resultRow'
import type { ResultTableFeatures } from './tableFeatures'

type HeaderCellProps = {
  header: Header<ResultTableFeatures, ResultRow, unknown>
  /** The id of the column being dragged, if any, and the one it would land on. */
  dragging: string | null
  over: string | null
  onDragStart: (id: string) => void
  onDragOver: (id: string) => void
  onDrop: (id: string) => void
  onDragEnd: () => void
  onResizeBy: (id: string, delta: number) => void
}

/** A column's heading: drag its name to move it; drag its right edge (or use arrow keys on it) to resize it. */
export function HeaderCell({ header, dragging, over, onDragStart, onDragOver, onDrop, onDragEnd, onResizeBy }: HeaderCellProps) {
  const { column } = header
  const label = String(column.columnDef.header)
  const resizeHandler = header.getResizeHandler()
  const onResizeKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    onResizeBy(column.id, event.key === 'ArrowLeft' ? -20 : 20)
  }
  return (
    <div
      role="columnheader"
      style={{ width: header.getSize() }}
      className={cx(
        'relative flex h-10 shrink-0 items-center text-left text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400',
        over === column.id && dragging !== column.id && 'bg-indigo-50 dark:bg-indigo-500/10',
        dragging === column.id && 'opacity-50',
      )}
      onDragOver={(event) => {
        if (!dragging) return
        event.preventDefault()
        onDragOver(column.id)
      }}
      onDrop={(event) => {
        event.preventDefault()
        onDrop(column.id)
      }}
    >
      <div
        draggable
        title={`${label}: drag to move`}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move'
          event.dataTransfer.setData('text/plain', column.id)
          onDragStart(column.id)
        }}
        onDragEnd={onDragEnd}
        className="group relative flex h-full min-w-0 flex-1 cursor-grab items-center px-3 active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="absolute left-0 size-3.5 text-zinc-400 opacity-0 group-hover:opacity-100" />
        <span className="truncate">
          <FlexRender header={header} />
        </span>
      </div>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${label}`}
        aria-valuenow={header.getSize()}
        tabIndex={0}
        onMouseDown={resizeHandler}
        onTouchStart={resizeHandler}
        onDoubleClick={() => column.resetSize()}
        onKeyDown={onResizeKey}
        className={cx(
          'absolute top-0 right-0 h-full w-2 cursor-col-resize touch-none outline-none select-none hover:bg-indigo-400/60 focus-visible:bg-indigo-500',
          column.getIsResizing() && 'bg-indigo-500',
        )}
      />
    </div>
  )
}
