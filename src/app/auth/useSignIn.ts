import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isOwnService, normalizeUrl, useConnectionStore, type Connection } from './connectionStore'
import { openSession } from './openSession'
import { verifyConnection } from './verifyConnection'

/**
 * Signs in with a token: to the app's own service through its session cookie, to another service
 * with the token as bearer (checked first). On success the previous account's cached data is
 * dropped. The mutation's data says why a sign-in failed.
 */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (connection: Connection) => {
      const builderUrl = normalizeUrl(connection.builderUrl)
      const token = connection.token.trim()
      if (isOwnService(builderUrl)) {
        const verdict = await openSession(token, normalizeUrl(connection.chatUrl))
        if (verdict.ok) queryClient.clear()
        return verdict
      }
      const verdict = await verifyConnection(builderUrl, token)
      if (verdict.ok) {
        queryClient.clear()
        useConnectionStore.getState().signInWithToken({ ...connection, builderUrl, token })
      }
      return verdict
    },
  })
}
