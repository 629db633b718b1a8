import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { Inbox, SearchX } from 'lucide-react'
import { errorMessage } from '@/app/api/apiErrors'
import { Button } from '@/app/ui/Button'
import { EmptyState } from '@/app/ui/EmptyState'
import { Skeleton } from '@/app/ui/Skeleton'
import type { ResultsTablePreferences } from '@/shared/bot/bot'
import type { Result, ResultColumn } from '@/shared/result'
import { type FilterState, isFiltering } from './filters/filterParams'
import type { useResultSelection } from './selection/useResultSelection'
import { ResultsTable } from './table/ResultsTable'
import type { ResultRow } from './table/resultRow'

type ResultsBodyProps = {
  list: UseInfiniteQueryResult<Result[]>
  columns: ResultColumn[] | undefined
  rows: ResultRow[]
  total: number
  filterState: FilterState
  onClearFilters: () => void
  selection: ReturnType<typeof useResultSelection>
  onOpen: (id: string) => void
  preferences: ResultsTablePreferences
  onPreferencesChange: (change: Partial<ResultsTablePreferences>) => void
}

/** The table, or what stands in for it: skeleton rows, an error, or an empty state that says why. */
export function ResultsBody({ list, columns, rows, total, filterState, onClearFilters, selection, onOpen, preferences, onPreferencesChange }: ResultsBodyProps) {
  if (list.isError && !list.data) {
    return (
      <EmptyState icon={<SearchX aria-hidden className="size-6" />} title="The results could not be loaded" actions={<Button onClick={() => list.refetch()}>Try again</Button>}>
        {errorMessage(list.error)}
      </EmptyState>
    )
  }
  if (!list.data || !columns) {
    return (
      <div role="status" aria-label="Loading results" className="space-y-2 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-full" />
        ))}
      </div>
    )
  }
  if (rows.length === 0 && !list.isPlaceholderData) {
    return isFiltering(filterState) ? (
      <EmptyState icon={<SearchX aria-hidden className="size-6" />} title="No results match these filters" actions={<Button onClick={onClearFilters}>Clear filters</Button>}>
        Try other words, another time range, or both completed and unfinished chats.
      </EmptyState>
    ) : (
      <EmptyState icon={<Inbox aria-hidden className="size-6" />} title="No results yet">
        Each time someone chats with the published bot, their answers show up here.
      </EmptyState>
    )
  }
  return (
    <div className={list.isPlaceholderData ? 'min-h-0 flex-1 opacity-60 transition-opacity' : 'min-h-0 flex-1'} aria-busy={list.isFetching}>
      <ResultsTable
        columns={columns}
        rows={rows}
        total={total}
        hasMore={!!list.hasNextPage && !list.isFetchingNextPage}
        loadMore={list.fetchNextPage}
        selection={selection.selection}
        onToggleRow={selection.onToggleRow}
        onToggleLoaded={selection.onToggleLoaded}
        onOpen={onOpen}
        preferences={preferences}
        onPreferencesChange={onPreferencesChange}
      />
    </div>
  )
}
