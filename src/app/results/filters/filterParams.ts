import type { TimeFilter } from '@/shared/analytics'
import type { ResultFilter } from '@/shared/result'
import { isTimeFilter } from '@/app/analytics/timeRanges'

/**
 * Whose results the table lists: by default those who answered at least once (as Typebot does: a
 * visitor who only opened the page is not a result to read), narrowed by completion, or everyone.
 */
export type Completion = 'answered' | 'completed' | 'incomplete' | 'everyone'

/** The table's filter as the URL holds it: `?range=last7Days&status=completed&q=ada`, or `range=custom&from=…&to=…`. */
export type FilterState = {
  range: TimeFilter | 'custom'
  from: string
  to: string
  status: Completion
  search: string
}

export const noFilter: FilterState = { range: 'allTime', from: '', to: '', status: 'answered', search: '' }
const completions: Completion[] = ['answered', 'completed', 'incomplete', 'everyone']
const isCompletion = (value: string | null): value is Completion => completions.includes(value as Completion)

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** Reads the filter from the URL; anything unknown falls back to "everything". */
export function filterFromParams(params: URLSearchParams): FilterState {
  const range = params.get('range')
  const status = params.get('status')
  return {
    range: range === 'custom' || isTimeFilter(range) ? range : 'allTime',
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    status: isCompletion(status) ? status : 'answered',
    search: params.get('q') ?? '',
  }
}

/** Writes the filter into the URL's parameters, leaving defaults out so links stay short. */
export function paramsWithFilter(current: URLSearchParams, state: FilterState): URLSearchParams {
  const next = new URLSearchParams(current)
  const set = (key: string, value: string, isDefault: boolean) => (isDefault ? next.delete(key) : next.set(key, value))
  set('range', state.range, state.range === 'allTime')
  set('from', state.from, state.range !== 'custom' || !state.from)
  set('to', state.to, state.range !== 'custom' || !state.to)
  set('status', state.status, state.status === 'answered')
  set('q', state.search, !state.search.trim())
  return next
}

/** What the service is asked for: the same filter in the list, count, delete and export routes. */
export function toResultFilter(state: FilterState, timeZone: string): ResultFilter {
  const search = state.search.trim()
  return {
    timeZone,
    ...(state.range === 'custom' ? { ...(state.from && { from: state.from }), ...(state.to && { to: state.to }) } : state.range !== 'allTime' && { timeFilter: state.range }),
    ...(state.status !== 'everyone' && { hasStarted: true }),
    ...((state.status === 'completed' || state.status === 'incomplete') && { isCompleted: state.status === 'completed' }),
    ...(search && { search }),
  }
}

/** True when the filter narrows anything down. */
export const isFiltering = (state: FilterState) =>
  (state.range === 'custom' ? !!(state.from || state.to) : state.range !== 'allTime') || state.status !== 'answered' || !!state.search.trim()
