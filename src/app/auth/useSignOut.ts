import { useQueryClient } from '@tanstack/react-query'
import { api } from '@/app/api/api'
import { useConnectionStore } from './connectionStore'

/** Ends the session (the service revokes its cookie's token), forgets the token and every cached answer. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return async () => {
    // Signed out here even when the service cannot be reached: its session then ends by itself.
    if (useConnectionStore.getState().hasSession) await api.session.delete().catch(() => {})
    useConnectionStore.getState().signOut()
    queryClient.clear()
  }
}
