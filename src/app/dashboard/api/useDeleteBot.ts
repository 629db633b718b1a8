import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { botKeys } from '@/app/bot/api/botKeys'
import { dashboardKeys } from './dashboardKeys'

/** DELETE /v1/bots/{id}: the bot leaves the list and its cached document is dropped. */
export function useDeleteBot(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.delete.mutationOptions({
      onSuccess: (_reply, { botId }) => {
        queryClient.setQueryData(dashboardKeys.bots(workspaceId), (data) => data && { bots: data.bots.filter((bot) => bot.id !== botId) })
        queryClient.removeQueries({ queryKey: botKeys.detail(botId) })
      },
    }),
  )
}
