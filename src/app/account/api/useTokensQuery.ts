import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { accountKeys } from './accountKeys'

/** GET /v1/users/me/tokens: the user's API tokens, newest first (their secrets are never listed). */
export const useTokensQuery = () =>
  useQuery(orpc.users.listTokens.queryOptions({ queryKey: accountKeys.tokens(), select: (data) => data.tokens }))
