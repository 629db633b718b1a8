import { wholeBot } from '@/app/bot/api/wholeBot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { isConflict } from '@/app/api/apiErrors'
import { patchQueryData } from '@/app/api/patchQueryData'
import { reportApiError } from '@/app/api/queryClient'
import { dashboardKeys } from '@/app/dashboard/api/dashboardKeys'
import { toast } from '@/app/ui/toastStore'
import type { BotListItem } from '@/shared/bot/bot'
import { botKeys } from './botKeys'

/** The dashboard shows only these fields of a bot, so only these change its card. */
const listFields = (changes: Partial<BotListItem>): Partial<BotListItem> =>
  Object.fromEntries(Object.entries({ name: changes.name, icon: changes.icon, folderId: changes.folderId }).filter(([, value]) => value !== undefined))

/**
 * PATCH /v1/bots/{id}: a rename, icon change or move shows at once (dashboard card and bot header)
 * and is undone if refused. Sent with `updatedAt`, a bot changed elsewhere answers 409: the user is
 * told and the latest version is loaded in place of theirs.
 */
export function useUpdateBot(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.update.mutationOptions({
      meta: { errorToast: false },
      onMutate: async ({ botId, bot: changes }) => {
        const { updatedAt: _updatedAt, ...shown } = changes
        const rollbacks = await Promise.all([
          patchQueryData(queryClient, dashboardKeys.bots(workspaceId), (data) => ({
            bots: data.bots.map((bot) => (bot.id === botId ? { ...bot, ...listFields(shown) } : bot)),
          })),
          patchQueryData(queryClient, botKeys.detail(botId), (data) => ({ ...data, bot: { ...data.bot, ...shown } })),
        ])
        return () => rollbacks.forEach((rollback) => rollback())
      },
      onError: (error, { botId }, rollback) => {
        rollback?.()
        if (!isConflict(error)) return reportApiError(error, undefined)
        toast.error('This bot was changed elsewhere since you opened it. Its latest version is now loaded: make your change again.')
        void queryClient.invalidateQueries({ queryKey: botKeys.detail(botId) })
      },
      onSuccess: (reply) => {
        const { bot } = wholeBot(reply)
        queryClient.setQueryData(botKeys.detail(bot.id), (data) => data && { ...data, bot })
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) }),
    }),
  )
}
