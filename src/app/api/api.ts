import { createTanstackQueryUtils } from '@orpc/tanstack-query'
import { useConnectionStore } from '@/app/auth/connectionStore'
import { createApiClient } from './apiClient'

/** The app's client of the builder API, signed in as whoever the connection store holds. */
export const api = createApiClient(() => useConnectionStore.getState())

/** Query and mutation options for every route of `api` (keys follow the router path). */
export const orpc = createTanstackQueryUtils(api)
