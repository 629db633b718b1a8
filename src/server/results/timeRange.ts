import type { TimeFilter } from '../../shared/analytics'

export type TimeRange = { from?: Date; to?: Date }

type WallDate = { year: number; month: number; day: number }

// Making a formatter costs far more than using one; an export asks for thousands of offsets.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>()
const wallClockFormat = (timeZone: string) => {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClockFormats.set(timeZone, format)
  }
  return format
}
// The first formatter with a time zone in a process loads ICU's zone data: ~40 ms of blocked event
// loop, paid here at startup rather than by the first export or time-filtered request.
wallClockFormat('UTC').formatToParts(0)

/** Offset of a zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  )
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant a wall-clock midnight happens in a zone (two passes settle DST changes). */
function midnight({ year, month, day }: WallDate, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day)
  let instant = wall - zoneOffset(wall, timeZone)
  instant = wall - zoneOffset(instant, timeZone)
  return new Date(instant)
}

/** Today's calendar date in a zone, shifted by whole days (Date.UTC normalises overflow). */
function wallDate(now: Date, timeZone: string, shiftDays = 0): WallDate {
  const local = new Date(now.getTime() + zoneOffset(now.getTime(), timeZone))
  const date = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + shiftDays))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/**
 * The instants a time filter covers, read as calendar days in `timeZone`.
 * "last7Days" is today and the six days before it; "lastMonth" ends where this month begins.
 */
export function timeRangeOf(filter: TimeFilter, now: Date, timeZone = 'UTC'): TimeRange {
  const today = wallDate(now, timeZone)
  switch (filter) {
    case 'allTime':
      return {}
    case 'today':
      return { from: midnight(today, timeZone) }
    case 'last7Days':
      return { from: midnight(wallDate(now, timeZone, -6), timeZone) }
    case 'last30Days':
      return { from: midnight(wallDate(now, timeZone, -29), timeZone) }
    case 'monthToDate':
      return { from: midnight({ ...today, day: 1 }, timeZone) }
    case 'lastMonth': {
      const thisMonth = { ...today, day: 1 }
      const previous = today.month === 1 ? { year: today.year - 1, month: 12, day: 1 } : { ...thisMonth, month: today.month - 1 }
      return { from: midnight(previous, timeZone), to: midnight(thisMonth, timeZone) }
    }
    case 'yearToDate':
      return { from: midnight({ year: today.year, month: 1, day: 1 }, timeZone) }
  }
}

/** A `YYYY-MM-DD` day as a wall date (the schema has checked the format). */
const parseDay = (day: string): WallDate => {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, day: date }
}

/** The instants from the start of day `from` to the end of day `to` (both inclusive) in `timeZone`. */
export function calendarDaysRange(from: string | undefined, to: string | undefined, timeZone = 'UTC'): TimeRange {
  const end = to && parseDay(to)
  return {
    from: from ? midnight(parseDay(from), timeZone) : undefined,
    // Date.UTC inside midnight() rolls day 32 over to the next month.
    to: end ? midnight({ ...end, day: end.day + 1 }, timeZone) : undefined,
  }
}
