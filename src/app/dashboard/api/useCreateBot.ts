import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from './dashboardKeys'

/** POST /v1/bots: a blank bot or one from a template document. */
export function useCreateBot() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.create.mutationOptions({
      onSuccess: (_reply, { workspaceId }) => queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) }),
    }),
  )
}
