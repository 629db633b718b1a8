import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { patchQueryData } from '@/app/api/patchQueryData'
import { dashboardKeys } from './dashboardKeys'

/** PATCH /v1/folders/{id}: renames or moves a folder at once on screen, undone if the service refuses. */
export function useUpdateFolder(workspaceId: string) {
  const queryClient = useQueryClient()
  const key = dashboardKeys.folders(workspaceId)
  return useMutation(
    orpc.folders.update.mutationOptions({
      onMutate: ({ folderId, folder: changes }) =>
        patchQueryData(queryClient, key, (data) => ({
          folders: data.folders.map((folder) =>
            folder.id === folderId
              ? { ...folder, ...(changes.name !== undefined && { name: changes.name }), ...(changes.parentFolderId !== undefined && { parentFolderId: changes.parentFolderId }) }
              : folder,
          ),
        })),
      onError: (_error, _input, rollback) => rollback?.(),
      onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  )
}
