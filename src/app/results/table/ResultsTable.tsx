import { useEffect, useMemo, useRef, useState } from 'react'
import { useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { ResultsTablePreferences } from '@/shared/bot/bot'
import type { ResultColumn } from '@/shared/result'
import { isSelected, type Selection } from '../selection/selection'
import { HeaderCell } from './HeaderCell'
import { moveColumn, orderColumns } from './columnOrder'
import { resultColumnDefs } from './resultColumnDefs'
import type { ResultRow } from './resultRow'
import { ResultTableRow, rowHeight } from './ResultTableRow'
import { resultTableFeatures } from './tableFeatures'

/** How close to the last loaded row the next page is asked for. */
const prefetchRows = 30

type ResultsTableProps = {
  columns: ResultColumn[]
  rows: ResultRow[]
  total: number
  hasMore: boolean
  loadMore: () => void
  selection: Selection
  onToggleRow: (id: string, withShift: boolean) => void
  onToggleLoaded: () => void
  onOpen: (id: string) => void
  preferences: ResultsTablePreferences
  onPreferencesChange: (change: Partial<ResultsTablePreferences>) => void
}

/**
 * Every result on a line, drawn only where the window looks (virtual rows), the next page loaded
 * before the end is reached. Columns move by dragging their name, resize by their edge.
 */
export function ResultsTable({ columns, rows, total, hasMore, loadMore, selection, onToggleRow, onToggleLoaded, onOpen, preferences, onPreferencesChange }: ResultsTableProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const [drag, setDrag] = useState<{ id: string; over: string | null } | null>(null)
  const definitions = useMemo(() => resultColumnDefs(columns), [columns])
  // Kept the same between renders: a new order would make the table rebuild its columns on every scrolled frame.
  const columnOrder = useMemo(
    () =>
      orderColumns(
        definitions.map((definition) => definition.id!),
        preferences.columnsOrder,
      ),
    [definitions, preferences.columnsOrder],
  )
  const table = useTable({
    features: resultTableFeatures,
    columns: definitions,
    data: rows,
    getRowId: (row) => row.result.id,
    defaultColumn: { size: 200, minSize: 80, maxSize: 800 },
    columnResizeMode: 'onChange',
    state: { columnOrder, columnVisibility: preferences.columnsVisibility, columnSizing: preferences.columnsWidth },
    onColumnOrderChange: (updater) => onPreferencesChange({ columnsOrder: typeof updater === 'function' ? updater(columnOrder) : updater }),
    onColumnVisibilityChange: (updater) =>
      onPreferencesChange({ columnsVisibility: typeof updater === 'function' ? updater(preferences.columnsVisibility) : updater }),
    onColumnSizingChange: (updater) => onPreferencesChange({ columnsWidth: typeof updater === 'function' ? updater(preferences.columnsWidth) : updater }),
  })
  const tableRows = table.getRowModel().rows
  // The app is not built with React Compiler: the rows are memoised by hand (ResultTableRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: tableRows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 12 })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? 0
  useEffect(() => {
    if (hasMore && lastIndex >= tableRows.length - prefetchRows) loadMore()
  }, [hasMore, lastIndex, tableRows.length, loadMore])

  const headers = table.getHeaderGroups()[0].headers
  const layout = headers.map((header) => `${header.id}:${header.getSize()}`).join()
  const allLoadedTicked = useMemo(() => selection.kind === 'all' || (rows.length > 0 && rows.every((row) => selection.ids.has(row.result.id))), [rows, selection])
  const someTicked = selection.kind === 'ids' && selection.ids.size > 0 && !allLoadedTicked

  return (
    <div ref={scroller} className="h-full overflow-auto rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
      <div role="table" aria-label="Results" aria-rowcount={total + 1} style={{ width: table.getTotalSize() + 40, minWidth: '100%' }}>
        <div role="rowgroup" className="sticky top-0 z-10">
          <div role="row" aria-rowindex={1} className="flex border-b border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900">
            <div role="columnheader" className="sticky left-0 z-[1] flex h-10 w-10 shrink-0 items-center justify-center bg-inherit">
              <input
                type="checkbox"
                aria-label="Select the loaded results"
                checked={allLoadedTicked}
                ref={(box) => {
                  if (box) box.indeterminate = someTicked
                }}
                onChange={onToggleLoaded}
                className="size-4 cursor-pointer accent-indigo-600"
              />
            </div>
            {headers.map((header) => (
              <HeaderCell
                key={header.id}
                header={header}
                dragging={drag?.id ?? null}
                over={drag?.over ?? null}
                onDragStart={(id) => setDrag({ id, over: null })}
                onDragOver={(over) => setDrag((current) => current && { ...current, over })}
                onDrop={(target) => drag && table.setColumnOrder(moveColumn(columnOrder, drag.id, target))}
                onDragEnd={() => setDrag(null)}
                onResizeBy={(id, delta) => table.setColumnSizing((sizes) => ({ ...sizes, [id]: Math.min(800, Math.max(80, (sizes[id] ?? header.getSize()) + delta)) }))}
              />
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <ResultTableRow
              key={tableRows[item.index].id}
              row={tableRows[item.index]}
              index={item.index}
              start={item.start}
              selected={isSelected(selection, tableRows[item.index].id)}
              layout={layout}
              onToggle={onToggleRow}
              onOpen={onOpen}
            />
          ))}
        </div>
      </div>
    </div>
  )
}
