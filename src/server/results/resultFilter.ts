import { and, eq, exists, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { ResultFilter } from '../../shared/result'
import { badRequest } from '../api/errors'
import type { Executor } from '../db/database'
import { answers, results } from '../db/schema'
import { calendarDaysRange, timeRangeOf } from './timeRange'

/** LIKE treats `%`, `_` and `\` specially; a visitor's text is searched for as typed. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The SQL condition selecting a bot's results that pass a filter (list, count, delete, export).
 * Time ranges and days are read in the filter's zone; the search looks into every answer.
 */
export function resultFilterCondition(db: Executor, botId: string, filter: ResultFilter, now = new Date()): SQL {
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest('to', 'must not be before from')
  const range = filter.timeFilter ? timeRangeOf(filter.timeFilter, now, filter.timeZone) : {}
  const days = calendarDaysRange(filter.from, filter.to, filter.timeZone)
  const search = filter.search?.trim()
  return and(
    eq(results.botId, botId),
    range.from && gte(results.createdAt, range.from),
    range.to && lt(results.createdAt, range.to),
    days.from && gte(results.createdAt, days.from),
    days.to && lt(results.createdAt, days.to),
    filter.isCompleted === undefined ? undefined : eq(results.isCompleted, filter.isCompleted),
    filter.hasStarted === undefined ? undefined : eq(results.hasStarted, filter.hasStarted),
    search
      ? exists(
          db
            .select({ found: answers.id })
            .from(answers)
            .where(and(eq(answers.resultId, results.id), ilike(answers.content, likePattern(search)))),
        )
      : undefined,
  )!
}
