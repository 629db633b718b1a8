import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import type { Result, ResultFilter } from '@/shared/result'

/** Rows per request: a screenful several times over, so scrolling rarely waits. */
export const resultsPageSize = 100

type Page = { results: Result[]; nextCursor: string | null }
const allRows = (data: InfiniteData<Page>) => data.pages.flatMap((page) => page.results)

/**
 * GET /v1/bots/{botId}/results, newest first, one page after another with the cursor (the table
 * calls `fetchNextPage` as the user nears the end). Filtering happens on the service.
 */
export const useResultsQuery = (botId: string, filter: ResultFilter) =>
  useInfiniteQuery(
    orpc.results.list.infiniteOptions({
      input: (cursor: string | undefined) => ({ botId, ...filter, cursor, limit: resultsPageSize }),
      initialPageParam: undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      select: allRows,
      // A new filter keeps the old rows on screen, marked as stale, until the new ones arrive.
      placeholderData: keepPreviousData,
      // A refetch would ask for every page loaded so far, one after another (a thousand after a long
      // scroll): the rows are only asked again from the first page (leaving the panel, Reload, a delete).
      staleTime: Infinity,
      gcTime: 0,
    }),
  )
