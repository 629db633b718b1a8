import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import type { TimeFilter } from '@/shared/analytics'
import { browserTimeZone } from '../timeRanges'

/**
 * GET /v1/bots/{botId}/analytics/inAndOutCounts: for each input block the results that answered it,
 * for each edge the results that went through it. For the canvas's analytics mode (drop-off).
 */
export const useInAndOutCounts = (botId: string, timeFilter: TimeFilter = 'allTime', timeZone = browserTimeZone()) =>
  // Switching ranges keeps the last counts on the canvas instead of blanking every badge.
  useQuery(orpc.analytics.inAndOutCounts.queryOptions({ input: { botId, timeFilter, timeZone }, placeholderData: keepPreviousData }))
