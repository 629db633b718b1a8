import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** DELETE /v1/workspaces/{id}: the workspace leaves the list once the service confirms. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.delete.mutationOptions({
      onSuccess: (_reply, { workspaceId }) =>
        queryClient.setQueryData(workspaceKeys.list(), (data) =>
          data && { workspaces: data.workspaces.filter((workspace) => workspace.id !== workspaceId) },
        ),
    }),
  )
}
