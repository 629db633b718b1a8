import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { botKeys } from '@/app/bot/api/botKeys'

/** GET /v1/bots/{id}/publishedBots: the published versions of a bot, newest first. */
export const usePublishedVersionsQuery = (botId: string) =>
  useQuery(
    orpc.bots.listPublished.queryOptions({
      input: { botId },
      queryKey: botKeys.publishedVersions(botId),
      select: (data) => data.publishedBots,
    }),
  )
