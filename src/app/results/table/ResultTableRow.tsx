import { memo } from 'react'
import { FlexRender, type Row } from '@tanstack/react-table'
import { cx } from '@/app/ui/cx'
import { formatDateTime } from './formatDateTime'
import type { ResultRow } from './resultRow'
import type { ResultTableFeatures } from './tableFeatures'

export const rowHeight = 40

type ResultTableRowProps = {
  row: Row<ResultTableFeatures, ResultRow>
  index: number
  start: number
  selected: boolean
  /** Changes when the columns' order, visibility or widths change, so the memo lets the row redraw. */
  layout: string
  onToggle: (id: string, withShift: boolean) => void
  onOpen: (id: string) => void
}

/** One result on one line; clicking it opens the result, its box selects it. Redrawn only when it changes. */
export const ResultTableRow = memo(function ResultTableRow({ row, index, start, selected, onToggle, onOpen }: ResultTableRowProps) {
  const id = row.original.result.id
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      onClick={() => onOpen(id)}
      style={{ transform: `translateY(${start}px)`, height: rowHeight }}
      className={cx(
        'absolute top-0 left-0 flex w-full cursor-pointer border-b border-zinc-100 text-sm text-zinc-800 dark:border-zinc-800/70 dark:text-zinc-200',
        selected ? 'bg-indigo-50 dark:bg-indigo-500/10' : 'bg-white hover:bg-zinc-50 dark:bg-zinc-950 dark:hover:bg-zinc-900',
      )}
    >
      <div role="cell" className="sticky left-0 z-[1] flex w-10 shrink-0 items-center justify-center bg-inherit" onClick={(event) => event.stopPropagation()}>
        <input
          type="checkbox"
          checked={selected}
          readOnly
          aria-label={`Select the result of ${formatDateTime(row.original.result.createdAt)}`}
          onClick={(event) => onToggle(id, event.shiftKey)}
          className="size-4 cursor-pointer accent-indigo-600"
        />
      </div>
      {row.getVisibleCells().map((cell) => (
        <div role="cell" key={cell.id} style={{ width: cell.column.getSize() }} className="flex shrink-0 items-center overflow-hidden px-3">
          <FlexRender cell={cell} />
        </div>
      ))}
    </div>
  )
})
