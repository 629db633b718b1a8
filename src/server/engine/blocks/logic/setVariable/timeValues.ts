const pad = (value: number) => String(value).padStart(2, '0')

/**
 * `yyyy-MM-dd'T'HH:mm:ssXXX` of `date` in an IANA zone, computed with Intl (no time-zone library on
 * the server). Undefined when the zone is unknown.
 */
export function formatInTimeZone(date: Date, timeZone: string): string | undefined {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(date)
  } catch {
    return undefined
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value)
  const [year, month, day, hour, minute, second] = (['year', 'month', 'day', 'hour', 'minute', 'second'] as const).map(part)
  // The zone's offset is the gap between its wall clock and UTC at this instant.
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second)
  const offsetMinutes = Math.round((wallClock - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const offset =
    offsetMinutes === 0 ? 'Z' : `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * Now / Today / Yesterday / Tomorrow (§3.1): the instant shifted by whole days, as `toISOString()`
 * without a zone, or in the zone's local time with its offset. An unknown zone falls back to UTC.
 */
export function instantValue(now: Date, shiftDays: number, timeZone: string | undefined): string {
  const date = new Date(now.getTime() + shiftDays * dayMs)
  return (timeZone ? formatInTimeZone(date, timeZone) : undefined) ?? date.toISOString()
}
