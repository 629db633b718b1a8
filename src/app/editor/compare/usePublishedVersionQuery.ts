import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'

/** GET /v1/bots/{id}/publishedBots/{versionId}: one published version, whole. Versions never change. */
export const usePublishedVersionQuery = (botId: string, versionId: string | undefined) =>
  useQuery({
    ...orpc.bots.getPublishedVersion.queryOptions({ input: { botId, publishedBotId: versionId ?? '' }, select: (data) => data.publishedBot }),
    enabled: Boolean(versionId),
    staleTime: Infinity,
  })
