import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'

/** GET /v1/bots/{botId}/results/columns: the table's columns, as the CSV export writes them. */
export const useResultColumnsQuery = (botId: string) =>
  useQuery(
    orpc.results.columns.queryOptions({
      input: { botId },
      select: (data) => data.columns,
      // They follow the bot's flow, which may have been edited a moment ago in the flow panel.
      staleTime: 0,
    }),
  )
