import { useSearchParams } from 'react-router'
import { browserTimeZone } from '@/app/analytics/timeRanges'
import { type FilterState, filterFromParams, noFilter, paramsWithFilter, toResultFilter } from './filterParams'

/**
 * The results filter, kept in the URL so a reload or a shared link shows the same rows; `filter`
 * is what the service is asked for, read in the browser's time zone.
 */
export function useResultFilter() {
  const [params, setParams] = useSearchParams()
  const state = filterFromParams(params)
  const update = (change: Partial<FilterState>) => setParams((current) => paramsWithFilter(current, { ...filterFromParams(current), ...change }), { replace: true })
  return {
    state,
    filter: toResultFilter(state, browserTimeZone()),
    update,
    clear: () => update(noFilter),
  }
}
