import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import type { TimeFilter } from '@/shared/analytics'

/** GET /v1/bots/{botId}/analytics/stats: views, starts and completions in a range of the zone's days. */
export const useStatsQuery = (botId: string, timeFilter: TimeFilter, timeZone: string) =>
  useQuery(
    orpc.analytics.stats.queryOptions({
      input: { botId, timeFilter, timeZone },
      select: (data) => data.stats,
      // Switching ranges keeps the last figures on screen instead of flashing skeletons.
      placeholderData: keepPreviousData,
    }),
  )
