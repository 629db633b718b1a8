import { createApiClient } from '@/app/api/apiClient'
import { errorMessage, isNetworkError, isUnauthorized } from '@/app/api/apiErrors'

export type Verdict = { ok: true } | { ok: false; message: string }

const isHttpUrl = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

/**
 * Asks the builder API at `builderUrl` who `token` belongs to, and says in words why it cannot
 * sign in: a refused token, an unreachable URL, or an address that is not a builder API.
 */
export async function verifyConnection(builderUrl: string, token: string): Promise<Verdict> {
  if (!isHttpUrl(builderUrl)) return { ok: false, message: `"${builderUrl}" is not a web address such as https://example.com/api` }
  try {
    const reply = await createApiClient(() => ({ builderUrl, token })).users.me()
    // The client does not validate answers: an HTML page at this address would look like success.
    if (typeof reply?.user?.id !== 'string') return { ok: false, message: `${builderUrl} does not answer like a builder API` }
    return { ok: true }
  } catch (error) {
    if (isUnauthorized(error)) return { ok: false, message: `This token was refused by ${builderUrl}` }
    if (isNetworkError(error)) return { ok: false, message: `Cannot reach ${builderUrl}` }
    return { ok: false, message: errorMessage(error) }
  }
}
