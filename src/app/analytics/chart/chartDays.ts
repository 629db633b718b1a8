import type { TimeFilter } from '@/shared/analytics'

export type DayTotal = { date: string; total: number }

const DAY = 24 * 3600 * 1000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** Today's date (`YYYY-MM-DD`) on the calendar of a zone. */
export const todayIn = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)

/** First and last day a range covers, as the service reads it (last7Days: today and the six before). */
function rangeDays(filter: TimeFilter, today: string, firstWithData: string | undefined): [string, string] {
  const [year, month] = today.split('-').map(Number)
  const t = timeOf(today)
  switch (filter) {
    case 'today':
      return [today, today]
    case 'last7Days':
      return [isoDay(t - 6 * DAY), today]
    case 'last30Days':
      return [isoDay(t - 29 * DAY), today]
    case 'monthToDate':
      return [isoDay(Date.UTC(year, month - 1, 1)), today]
    case 'lastMonth':
      return [isoDay(Date.UTC(year, month - 2, 1)), isoDay(Date.UTC(year, month - 1, 1) - DAY)]
    case 'yearToDate':
      return [isoDay(Date.UTC(year, 0, 1)), today]
    case 'allTime':
      return [firstWithData && firstWithData < today ? firstWithData : today, today]
  }
}

/** Every day of the range in order, days without results at 0, so the chart's x axis is time. */
export function chartDays(days: DayTotal[], filter: TimeFilter, today: string): DayTotal[] {
  const totals = new Map(days.map((day) => [day.date, day.total]))
  const [first, last] = rangeDays(filter, today, days[0]?.date)
  const filled: DayTotal[] = []
  for (let t = timeOf(first); t <= timeOf(last); t += DAY) filled.push({ date: isoDay(t), total: totals.get(isoDay(t)) ?? 0 })
  return filled
}
