import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** POST /v1/workspaces: creates a workspace the user administers. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.workspaces.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list() }),
    }),
  )
}
