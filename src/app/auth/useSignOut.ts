import { useQueryClient } from '@tanstack/react-query'
import { useConnectionStore } from './connectionStore'

/** Forgets the token and every cached answer of this account. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return () => {
    useConnectionStore.getState().signOut()
    queryClient.clear()
  }
}
