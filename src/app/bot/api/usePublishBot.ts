import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from '@/app/dashboard/api/dashboardKeys'
import { botKeys } from './botKeys'

/**
 * POST /v1/bots/{id}/publish: snapshots the draft. The bot now points at the new version (set in
 * the cache, not refetched, so the editor's copy of the draft is left alone); the versions, the
 * live version and the dashboard's badge are refreshed.
 */
export function usePublishBot(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.publish.mutationOptions({
      onSuccess: ({ publishedBot }, { botId }) => {
        queryClient.setQueryData(botKeys.detail(botId), (data) => data && { ...data, bot: { ...data.bot, publishedBotId: publishedBot.id } })
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: botKeys.publishedVersions(botId) }),
          queryClient.invalidateQueries({ queryKey: botKeys.published(botId) }),
          queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) }),
        ])
      },
    }),
  )
}
