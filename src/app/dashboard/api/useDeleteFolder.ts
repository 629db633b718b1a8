import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from './dashboardKeys'

/** DELETE /v1/folders/{id}: its bots and sub-folders move up, so both lists of the workspace change. */
export function useDeleteFolder(workspaceId: string) {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.folders.delete.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: dashboardKeys.folders(workspaceId) }),
          queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) }),
        ]),
    }),
  )
}
