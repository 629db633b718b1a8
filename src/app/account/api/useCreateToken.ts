import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { accountKeys } from './accountKeys'

/** POST /v1/users/me/tokens: the reply holds the secret, the only time it is ever shown. */
export function useCreateToken() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.users.createToken.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.tokens() }),
    }),
  )
}
