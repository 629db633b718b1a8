import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from './dashboardKeys'

/** POST /v1/folders: a folder in the workspace, at the top level or inside `parentFolderId`. */
export function useCreateFolder() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.folders.create.mutationOptions({
      onSuccess: (_reply, { workspaceId }) => queryClient.invalidateQueries({ queryKey: dashboardKeys.folders(workspaceId) }),
    }),
  )
}
