import { z } from 'zod'
import { idSchema } from '../common'
import { inAndOutCountsSchema, resultsPerDaySchema, statsSchema, timeFilterSchema, timeZoneSchema } from '../analytics'
import { base } from './base'

const rangeInput = z.object({
  botId: idSchema,
  timeFilter: timeFilterSchema.default('allTime'),
  timeZone: timeZoneSchema.optional().describe('IANA zone the time range is read in; UTC by default'),
})

export const analyticsContract = {
  stats: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/analytics/stats',
      summary: 'Views, starts and completions',
      description: 'Views are chats opened, starts are chats with an answer, completed are chats that reached the end.',
      tags: ['Analytics'],
    })
    .input(rangeInput)
    .output(z.object({ stats: statsSchema })),
  inAndOutCounts: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/analytics/inAndOutCounts',
      summary: 'Visitors per block and per edge, for drop-off',
      description: 'For each input block, the results that answered it; for each edge, the results that went through it.',
      tags: ['Analytics'],
    })
    .input(rangeInput)
    .output(inAndOutCountsSchema),
  resultsPerDay: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/analytics/resultsPerDay',
      summary: 'Results created per day',
      description: 'Days are calendar days in `timeZone`; days without results are left out.',
      tags: ['Analytics'],
    })
    .input(rangeInput)
    .output(z.object({ days: resultsPerDaySchema })),
}
