import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { patchQueryData } from '@/app/api/patchQueryData'
import { workspaceKeys } from './workspaceKeys'

/** PATCH /v1/workspaces/{id}: renames or changes the icon at once in the list, undone if refused. */
export function useUpdateWorkspace() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.update.mutationOptions({
      onMutate: ({ workspaceId, ...changes }) =>
        patchQueryData(queryClient, workspaceKeys.list(), (data) => ({
          workspaces: data.workspaces.map((workspace) => (workspace.id === workspaceId ? { ...workspace, ...changes } : workspace)),
        })),
      onError: (_error, _input, rollback) => rollback?.(),
      onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list() }),
    }),
  )
}
