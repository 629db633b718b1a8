import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { botKeys } from './botKeys'

/** GET /v1/bots/{id}/publishedBot: the version visitors run (only asked for while one is live). */
export const usePublishedBotQuery = (botId: string, isPublished: boolean) =>
  useQuery(
    orpc.bots.getPublished.queryOptions({
      input: { botId },
      queryKey: botKeys.published(botId),
      enabled: isPublished,
      select: (data) => data.publishedBot,
    }),
  )
