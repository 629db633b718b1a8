import { format } from 'date-fns/format'
import { WallClockDate } from './wallClockDate'

// TR35 gives `YYYY` (week year) and `D` (day of year) a meaning; date-fns refuses them unless asked.
const tr35Options = { useAdditionalWeekYearTokens: true, useAdditionalDayOfYearTokens: true }

/**
 * A wall-clock time (UTC milliseconds of the fields typed) written with a TR35 pattern. A pattern
 * date-fns cannot read (an unquoted stray letter) falls back to `fallbackPattern` rather than making
 * the visitor's valid answer fail.
 */
export const formatWallClock = (time: number, pattern: string, fallbackPattern: string) => {
  try {
    return format(new WallClockDate(time), pattern, tr35Options)
  } catch {
    return format(new WallClockDate(time), fallbackPattern, tr35Options)
  }
}
