import { useUrlParams } from '@/app/shell/useUrlParams'
import type { TimeFilter } from '@/shared/analytics'
import { browserTimeZone, isTimeFilter } from './timeRanges'

const defaultRange: TimeFilter = 'last7Days'

/** The range and zone of the analytics page, kept in the URL (`?range=…&tz=…`) so a link shares them. */
export function useAnalyticsParams() {
  const [params, set] = useUrlParams()
  const range = params.get('range')
  const localZone = browserTimeZone()
  return {
    timeFilter: isTimeFilter(range) ? range : defaultRange,
    timeZone: params.get('tz') ?? localZone,
    localZone,
    setTimeFilter: (value: TimeFilter) => set('range', value, defaultRange),
    setTimeZone: (value: string) => set('tz', value, localZone),
  }
}
