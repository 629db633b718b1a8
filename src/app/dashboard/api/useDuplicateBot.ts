import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from './dashboardKeys'

/** POST /v1/bots/{id}/duplicate: a draft copy named "… (copy)" in the same folder. */
export function useDuplicateBot(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.duplicate.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) }),
    }),
  )
}
