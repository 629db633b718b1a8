import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import type { ResultFilter } from '@/shared/result'

/** GET /v1/bots/{botId}/results/count: how many results the filter selects, loaded or not. */
export const useResultsCountQuery = (botId: string, filter: ResultFilter) =>
  useQuery(orpc.results.count.queryOptions({ input: { botId, ...filter }, select: (data) => data.total, placeholderData: keepPreviousData }))
