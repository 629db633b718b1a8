import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** POST /v1/workspaces/{id}/members: adds someone by email with a role. */
export function useAddMember() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.members.add.mutationOptions({
      onSuccess: (_reply, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
    }),
  )
}
