import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { accountKeys } from './accountKeys'

/** GET /v1/users/me: who the token belongs to; it changes only with the token. */
export const useMeQuery = () =>
  useQuery(orpc.users.me.queryOptions({ queryKey: accountKeys.me(), select: (data) => data.user, staleTime: Infinity }))
