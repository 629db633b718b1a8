import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { errorMessage } from '@/app/api/apiErrors'
import { publicIdProblem } from './publicIdRule'
import { useDebouncedValue } from './useDebouncedValue'

export type Availability =
  | { state: 'unchanged' | 'checking' | 'available' | 'taken' }
  | { state: 'invalid' | 'error'; message: string }

/**
 * Whether `candidate` can become the public id of `botId`: checked against the rule at once, then
 * against the service (GET publicIdAvailability) once typing has paused.
 */
export function usePublicIdAvailability(botId: string, candidate: string, current: string | null, delayMs = 400): Availability {
  const settled = useDebouncedValue(candidate, delayMs)
  const problem = publicIdProblem(candidate)
  const shouldAsk = problem === null && candidate !== current
  const query = useQuery(
    orpc.bots.publicIdAvailability.queryOptions({
      input: { botId, publicId: settled },
      enabled: shouldAsk && settled === candidate,
      // Someone else may take an id at any moment: ask again rather than trust an old answer.
      staleTime: 0,
      gcTime: 0,
      meta: { errorToast: false },
    }),
  )
  if (candidate === current) return { state: 'unchanged' }
  if (problem) return { state: 'invalid', message: problem }
  if (settled !== candidate || query.isPending) return { state: 'checking' }
  if (query.isError) return { state: 'error', message: errorMessage(query.error) }
  return { state: query.data.isAvailable ? 'available' : 'taken' }
}
