import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from './dashboardKeys'

/** POST /v1/bots/import: an exported file (ours or Typebot's); the reply lists blocks that will not run. */
export function useImportBot() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.bots.import.mutationOptions({
      onSuccess: (_reply, { workspaceId }) => queryClient.invalidateQueries({ queryKey: dashboardKeys.bots(workspaceId) }),
    }),
  )
}
