/** A date as typed: the UTC milliseconds of its fields (no zone), and whether a time was given. */
export type WallClock = { time: number; hasTime: boolean }

const dayMs = 24 * 60 * 60 * 1000
const relativeDays: Record<string, number> = { yesterday: -1, today: 0, tomorrow: 1 }
// An offset or `Z` is accepted and ignored: the answer is the wall-clock value written (§5).
const isoForm = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i
const numericForm = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2}))?$/

/** The wall-clock time of these fields, or undefined when they name no real moment (`31/02`, `24:00`). */
const toWallClock = (fields: string[], hasTime: boolean): WallClock | undefined => {
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = fields.map(Number)
  const time = Date.UTC(year, month - 1, day, hours, minutes, seconds)
  const date = new Date(time)
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day &&
    hours < 24 && minutes < 60 && seconds < 60
  return isReal ? { time, hasTime } : undefined
}

/** An ISO date or date-time (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss]`, `YYYY-MM-DD HH:mm`), as in bounds. */
export const parseIsoDate = (text: string): WallClock | undefined => {
  const iso = text.trim().match(isoForm)
  if (!iso) return undefined
  const [, year, month, day, hours, minutes, seconds] = iso
  return toWallClock([year, month, day, hours, minutes, seconds].filter((field) => field !== undefined), !!hours)
}

/**
 * One date of a date answer (§5): ISO forms, `D/M/YYYY` (month first unless `isDayFirst`) with an
 * optional ` HH:mm`, or `today`/`tomorrow`/`yesterday` (any case) from the UTC day of `now`: the
 * server does not know the visitor's zone.
 */
export const parseDateText = (
  text: string,
  { isDayFirst, now }: { isDayFirst: boolean; now: Date },
): WallClock | undefined => {
  const trimmed = text.trim()
  const offset = relativeDays[trimmed.toLowerCase()]
  if (offset !== undefined) {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
    return { time: today + offset * dayMs, hasTime: false }
  }
  const numeric = trimmed.match(numericForm)
  if (numeric) {
    const [, first, second, year, hours, minutes] = numeric
    const [day, month] = isDayFirst ? [first, second] : [second, first]
    return toWallClock([year, month, day, hours, minutes].filter((field) => field !== undefined), !!hours)
  }
  return parseIsoDate(trimmed)
}
