import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { botKeys } from '@/app/bot/api/botKeys'

/**
 * POST /v1/bots/{id}/publishedBots/{versionId}/restore: the draft takes that version's flow,
 * variables, theme and settings. The restored draft replaces the cached bot; what visitors run is
 * unchanged until the next publish.
 */
export function useRestorePublishedVersion() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.restorePublishedVersion.mutationOptions({
      onSuccess: ({ bot }) => queryClient.setQueryData(botKeys.detail(bot.id), (data) => data && { ...data, bot }),
    }),
  )
}
