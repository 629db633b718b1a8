import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from '@/app/dashboard/api/dashboardKeys'
import { botKeys } from './botKeys'

/** POST /v1/bots/{id}/unpublish: visitors can no longer start it; the draft is kept. */
export function useUnpublishBot(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.unpublish.mutationOptions({
      onSuccess: (_reply, { botId }) => {
        queryClient.setQueryData(botKeys.detail(botId), (data) => data && { ...data, bot: { ...data.bot, publishedBotId: null } })
        queryClient.removeQueries({ queryKey: botKeys.published(botId) })
        return queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) })
      },
    }),
  )
}
