import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import type { TimeFilter } from '@/shared/analytics'

/** GET /v1/bots/{botId}/analytics/resultsPerDay: results per calendar day of the zone (empty days left out). */
export const useResultsPerDayQuery = (botId: string, timeFilter: TimeFilter, timeZone: string) =>
  useQuery(
    orpc.analytics.resultsPerDay.queryOptions({
      input: { botId, timeFilter, timeZone },
      select: (data) => data.days,
      placeholderData: keepPreviousData,
    }),
  )
