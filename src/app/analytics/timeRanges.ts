import type { TimeFilter } from '@/shared/analytics'

/** The service's time ranges, in the order a menu lists them, with what a person calls them. */
export const timeRanges: { value: TimeFilter; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'last7Days', label: 'Last 7 days' },
  { value: 'last30Days', label: 'Last 30 days' },
  { value: 'monthToDate', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'yearToDate', label: 'This year' },
  { value: 'allTime', label: 'All time' },
]

export const isTimeFilter = (value: string | null): value is TimeFilter => timeRanges.some((range) => range.value === value)

/** The zone the browser runs in: days and ranges are read the way the person sees their calendar. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
