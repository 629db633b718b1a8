import { wholeBot } from '@/app/bot/api/wholeBot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ORPCError } from '@orpc/client'
import { orpc } from '@/app/api/api'
import { isConflict } from '@/app/api/apiErrors'
import { botKeys } from '@/app/bot/api/botKeys'
import { dashboardKeys } from '@/app/dashboard/api/dashboardKeys'

/** A 409 that names `publicId`: another bot took it between the check and the save. */
export const isPublicIdTaken = (error: unknown) =>
  isConflict(error) && (error as ORPCError<string, { field?: string } | undefined>).data?.field === 'publicId'

/**
 * PATCH /v1/bots/{id} with a new `publicId` (and the `updatedAt` it was read with). The form shows
 * refusals itself; a newer version of the bot elsewhere is loaded so the next try goes through.
 */
export function useSavePublicId(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.update.mutationOptions({
      meta: { errorToast: false },
      onSuccess: (reply) => {
        const { bot } = wholeBot(reply)
        queryClient.setQueryData(botKeys.detail(bot.id), (data) => data && { ...data, bot })
        return queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) })
      },
      onError: (error, { botId }) => {
        if (isConflict(error) && !isPublicIdTaken(error)) return queryClient.invalidateQueries({ queryKey: botKeys.detail(botId) })
      },
    }),
  )
}
