import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** DELETE /v1/workspaces/{id}/members/{userId}. */
export function useRemoveMember() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.members.remove.mutationOptions({
      onSuccess: (_reply, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
    }),
  )
}
