import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { analyticsKeys } from '@/app/analytics/api/analyticsKeys'
import { resultsKeys } from './resultsKeys'

/**
 * DELETE /v1/bots/{botId}/results, by ids or by filter: the table, the counts, the analytics and
 * the month's usage are all asked again once the service has deleted them.
 */
export function useDeleteResults() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.results.delete.mutationOptions({
      onSuccess: () =>
        Promise.all([
          // From the first page again (see useResultsQuery).
          queryClient.resetQueries({ queryKey: resultsKeys.list() }),
          queryClient.invalidateQueries({ queryKey: resultsKeys.count() }),
          queryClient.invalidateQueries({ queryKey: analyticsKeys.all() }),
          queryClient.invalidateQueries({ queryKey: orpc.billing.key() }),
        ]),
    }),
  )
}
