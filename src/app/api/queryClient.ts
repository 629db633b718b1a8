import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ORPCError } from '@orpc/client'
import { useConnectionStore } from '@/app/auth/connectionStore'
import { toast } from '@/app/ui/toastStore'
import { errorMessage, isUnauthorized } from './apiErrors'

/** Per query or mutation: `errorToast: false` when the caller reports the error itself. */
export type ApiMeta = { errorToast?: boolean }

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta
    mutationMeta: ApiMeta
  }
}

/** One policy for every failed call: a refused token signs out; anything else shows its message. */
export function reportApiError(error: unknown, meta: ApiMeta | undefined) {
  if (isUnauthorized(error)) {
    const { builderUrl, signOut } = useConnectionStore.getState()
    signOut(`This token was refused by ${builderUrl}. Sign in again.`)
    return
  }
  if (meta?.errorToast !== false) toast.error(errorMessage(error))
}

// A 4xx will answer the same again; network errors and 5xx get two more tries.
const shouldRetry = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ORPCError && error.status >= 400 && error.status < 500)

/** The React Query client of the app, wired to the error policy above. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => reportApiError(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}
