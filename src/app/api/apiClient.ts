import { createORPCClient } from '@orpc/client'
import type { ContractRouterClient } from '@orpc/contract'
import { OpenAPILink } from '@orpc/openapi-client/fetch'
import type { Contract } from '@/shared/contract'
import { clientContract } from './clientContract'

/** Per call: `returnMinimal` asks a save for the new version's stamp only (`Prefer: return=minimal`). */
export type ApiCallContext = { returnMinimal?: boolean }
export type ApiClient = ContractRouterClient<Contract, ApiCallContext>
export type ApiConnection = { builderUrl: string; token: string | null }

/**
 * A typed client of the builder API. The URL and token are read at every call, so signing in or
 * pointing the app at another service needs no new client.
 */
export function createApiClient(connection: () => ApiConnection): ApiClient {
  const link = new OpenAPILink<ApiCallContext>(clientContract, {
    url: () => connection().builderUrl,
    headers: ({ context }) => {
      const { token } = connection()
      return { ...(token && { authorization: `Bearer ${token}` }), ...(context.returnMinimal && { prefer: 'return=minimal' }) }
    },
    // Looked up at call time, so whatever fetch the page has (or a test installs) is the one used.
    fetch: (request, init) => globalThis.fetch(request, init),
  })
  return createORPCClient(link)
}
