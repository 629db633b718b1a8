import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm'
import { authed } from '../api/procedures'
import { requireBotAccess } from '../auth/access'
import { answers, results, visitedEdges } from '../db/schema'
import { timeRangeOf } from '../results/timeRange'

type RangeInput = { botId: string; timeFilter: Parameters<typeof timeRangeOf>[0]; timeZone?: string }

/** The bot's results created within the requested range. */
const resultsInRange = (input: RangeInput) => {
  const range = timeRangeOf(input.timeFilter, new Date(), input.timeZone)
  return and(
    eq(results.botId, input.botId),
    range.from && gte(results.createdAt, range.from),
    range.to && lt(results.createdAt, range.to),
  )
}

export const analyticsRoutes = {
  stats: authed.analytics.stats.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    // One pass over the bot's results in range: every result is a view; its flags say started and completed.
    const [stats] = await db
      .select({
        totalViews: count(),
        totalStarts: sql<number>`count(*) filter (where ${results.hasStarted})`.mapWith(Number),
        totalCompleted: sql<number>`count(*) filter (where ${results.isCompleted})`.mapWith(Number),
      })
      .from(results)
      .where(resultsInRange(input))
    return { stats }
  }),

  inAndOutCounts: authed.analytics.inAndOutCounts.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const totalAnswers = await db
      .select({ blockId: answers.blockId, total: countDistinct(answers.resultId) })
      .from(answers)
      .innerJoin(results, eq(results.id, answers.resultId))
      .where(resultsInRange(input))
      .groupBy(answers.blockId)
    const totalVisitedEdges = await db
      .select({ edgeId: visitedEdges.edgeId, total: countDistinct(visitedEdges.resultId) })
      .from(visitedEdges)
      .innerJoin(results, eq(results.id, visitedEdges.resultId))
      .where(resultsInRange(input))
      .groupBy(visitedEdges.edgeId)
    return { totalAnswers, totalVisitedEdges }
  }),

  resultsPerDay: authed.analytics.resultsPerDay.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const day = sql<string>`to_char(${results.createdAt} at time zone ${input.timeZone ?? 'UTC'}, 'YYYY-MM-DD')`
    const days = await db
      .select({ date: day, total: count() })
      .from(results)
      .where(resultsInRange(input))
      // By position: the zone is a bound parameter, so repeating the expression would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
    return { days }
  }),
}
