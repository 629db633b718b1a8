import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { accountKeys } from './accountKeys'

/** DELETE /v1/users/me/tokens/{tokenId}: revokes a token; it leaves the list once revoked. */
export function useDeleteToken() {
  const queryClient = useQueryClient()
  return useMutation(
    orpc.users.deleteToken.mutationOptions({
      onSuccess: (_reply, { tokenId }) =>
        queryClient.setQueryData(accountKeys.tokens(), (data) => data && { tokens: data.tokens.filter((token) => token.id !== tokenId) }),
    }),
  )
}
