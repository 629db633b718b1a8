import { CircleCheck, CircleDashed } from 'lucide-react'
import { createColumnHelper } from '@tanstack/react-table'
import type { ResultColumn } from '@/shared/result'
import { formatDateTime } from './formatDateTime'
import { ResultCellView } from './ResultCellView'
import { cellOf, type ResultRow } from './resultRow'
import type { ResultTableFeatures } from './tableFeatures'

const helper = createColumnHelper<ResultTableFeatures, ResultRow>()

/** Id of the first column (saved in the bot's table preferences), the time a result was created. */
export const submittedAtColumnId = 'submittedAt'

/** The submission time, which also opens the result (the click reaches the row). */
const submittedAt = helper.accessor((row) => row.result.createdAt, {
  id: submittedAtColumnId,
  header: 'Submitted at',
  size: 230,
  cell: ({ row }) => {
    const { createdAt, isCompleted } = row.original.result
    const when = formatDateTime(createdAt)
    return (
      <button type="button" className="flex min-w-0 items-center gap-2 rounded text-left outline-none focus-visible:ring-2 focus-visible:ring-indigo-500" aria-label={`Open the result of ${when}`}>
        {isCompleted ? (
          <CircleCheck aria-label="Completed" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
        ) : (
          <CircleDashed aria-label="Not completed" className="size-4 shrink-0 text-zinc-400" />
        )}
        <span className="truncate tabular-nums">{when}</span>
      </button>
    )
  },
})

/** The table's columns: the submission time, then the service's columns (inputs, then variables). */
export const resultColumnDefs = (columns: ResultColumn[]) =>
  helper.columns([
    submittedAt,
    ...columns.map((column) =>
      helper.accessor((row) => cellOf(column, row), {
        id: column.id,
        header: column.label,
        cell: ({ getValue }) => <ResultCellView cell={getValue()} />,
      }),
    ),
  ])
