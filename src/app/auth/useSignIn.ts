import { useMutation, useQueryClient } from '@tanstack/react-query'
import { normalizeUrl, useConnectionStore, type Connection } from './connectionStore'
import { verifyConnection } from './verifyConnection'

/**
 * Checks a token against the builder API before keeping it; on success the previous account's
 * cached data is dropped. The mutation's data says why a sign-in failed.
 */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (connection: Connection) => {
      const builderUrl = normalizeUrl(connection.builderUrl)
      const verdict = await verifyConnection(builderUrl, connection.token.trim())
      if (verdict.ok) {
        queryClient.clear()
        useConnectionStore.getState().signIn({ ...connection, builderUrl, token: connection.token.trim() })
      }
      return verdict
    },
  })
}
