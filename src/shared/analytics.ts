import { z } from 'zod'

/** The spec's time ranges, shared by analytics stats and the results list. */
export const timeFilterSchema = z.enum([
  'today',
  'last7Days',
  'last30Days',
  'monthToDate',
  'lastMonth',
  'yearToDate',
  'allTime',
])
export type TimeFilter = z.infer<typeof timeFilterSchema>

/** IANA time zone name, checked against the runtime's zone database. */
export const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone })
      return true
    } catch {
      return false
    }
  },
  { message: 'timeZone must be an IANA time zone such as Europe/Paris' },
)

export const statsSchema = z.object({
  totalViews: z.number(),
  totalStarts: z.number(),
  totalCompleted: z.number(),
})
export type Stats = z.infer<typeof statsSchema>

/** Per block: how many results answered it; per edge: how many results went through it. */
export const inAndOutCountsSchema = z.object({
  totalAnswers: z.array(z.object({ blockId: z.string(), total: z.number() })),
  totalVisitedEdges: z.array(z.object({ edgeId: z.string(), total: z.number() })),
})
export type InAndOutCounts = z.infer<typeof inAndOutCountsSchema>

export const resultsPerDaySchema = z.array(z.object({ date: z.string().describe('YYYY-MM-DD in the time zone'), total: z.number() }))
export type ResultsPerDay = z.infer<typeof resultsPerDaySchema>
