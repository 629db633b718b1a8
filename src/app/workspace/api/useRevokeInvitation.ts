import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** DELETE /v1/workspaces/{id}/members/{userId}/invitation: the pending member leaves and their link dies. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.members.revokeInvitation.mutationOptions({
      onSuccess: (_reply, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
    }),
  )
}
