import { authed } from '../api/procedures'
import { requireBot } from '../auth/access'
import { botResultColumns } from './botResultColumns'

/** GET /v1/bots/{botId}/results/columns: the table's columns, the same the CSV export writes. */
export const resultColumnsRoute = authed.results.columns.handler(async ({ context: { db, user }, input }) => {
  const { bot } = await requireBot(db, user.id, input.botId, 'read')
  return { columns: await botResultColumns(db, bot) }
})
