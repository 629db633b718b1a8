import { useSearchParams } from 'react-router'
import type { TimeFilter } from '@/shared/analytics'
import { browserTimeZone, isTimeFilter } from './timeRanges'

const defaultRange: TimeFilter = 'last7Days'

/** The range and zone of the analytics page, kept in the URL (`?range=…&tz=…`) so a link shares them. */
export function useAnalyticsParams() {
  const [params, setParams] = useSearchParams()
  const range = params.get('range')
  const set = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === fallback) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )
  const localZone = browserTimeZone()
  return {
    timeFilter: isTimeFilter(range) ? range : defaultRange,
    timeZone: params.get('tz') ?? localZone,
    localZone,
    setTimeFilter: (value: TimeFilter) => set('range', value, defaultRange),
    setTimeZone: (value: string) => set('tz', value, localZone),
  }
}
