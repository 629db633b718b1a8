import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** POST /v1/workspaces/{id}/members/{userId}/invitation: a new link for a pending member (the old one dies). */
export function useResendInvitation() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.members.resendInvitation.mutationOptions({
      onSuccess: (_reply, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
    }),
  )
}
