import { useQueryClient } from '@tanstack/react-query'
import { resultsKeys } from './resultsKeys'

/** Asks for the newest results again: the table from its first page, and the counts. */
export function useReloadResults() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([queryClient.resetQueries({ queryKey: resultsKeys.list() }), queryClient.invalidateQueries({ queryKey: resultsKeys.count() })])
}
