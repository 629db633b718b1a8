import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'

/** POST /v1/workspaces/{id}/credentials: stores a secret; every credentials list is refreshed. */
export function useCreateCredentials() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.credentials.create.mutationOptions({
      meta: { errorToast: false },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.credentials.list.key() }),
    }),
  )
}
