import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { patchQueryData } from '@/app/api/patchQueryData'
import { workspaceKeys } from './workspaceKeys'

/** PATCH /v1/workspaces/{id}/members/{userId}: the new role shows at once, undone if refused. */
export function useUpdateMemberRole() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.members.update.mutationOptions({
      onMutate: ({ workspaceId, userId, role }) =>
        patchQueryData(queryClient, workspaceKeys.members(workspaceId), (data) => ({
          members: data.members.map((member) => (member.userId === userId ? { ...member, role } : member)),
        })),
      onError: (_error, _input, rollback) => rollback?.(),
      onSettled: (_reply, _error, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
    }),
  )
}
