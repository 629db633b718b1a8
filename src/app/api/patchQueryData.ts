import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Optimistic update: cancels the query's fetches, applies `change` to its cached data at once and
 * returns the function that puts the previous data back (for a mutation's onError).
 */
export async function patchQueryData<T>(queryClient: QueryClient, queryKey: DataTag<QueryKey, T, unknown>, change: (data: T) => T) {
  await queryClient.cancelQueries({ queryKey })
  const previous = queryClient.getQueryData(queryKey)
  if (previous !== undefined) queryClient.setQueryData(queryKey, change(previous))
  return () => queryClient.setQueryData(queryKey, previous)
}
