import { createApiClient } from '@/app/api/apiClient'
import { errorMessage, isNetworkError, isUnauthorized } from '@/app/api/apiErrors'
import { isInvitationToken } from '@/shared/invitationToken'
import { defaultApiUrl, useConnectionStore } from './connectionStore'
import type { Verdict } from './verifyConnection'

/**
 * Signs in to the service that served the app: it checks `token` and answers with an HttpOnly
 * session cookie, so the token itself stays out of the page. The chat API's address comes from
 * the service, unless the user named another.
 */
export async function openSession(token: string, chatUrl?: string): Promise<Verdict> {
  const builderUrl = defaultApiUrl()
  const api = createApiClient(() => ({ builderUrl, token: null }))
  try {
    await api.session.create({ token })
    const ownChatUrl = chatUrl && chatUrl !== builderUrl ? chatUrl : (await api.session.service()).chatUrl
    useConnectionStore.getState().signInWithSession({ builderUrl, chatUrl: ownChatUrl })
    return { ok: true }
  } catch (error) {
    // An invitation link is refused for a reason the service words (used, expired, revoked).
    if (isUnauthorized(error)) return { ok: false, message: isInvitationToken(token) ? errorMessage(error) : `This token was refused by ${builderUrl}` }
    if (isNetworkError(error)) return { ok: false, message: `Cannot reach ${builderUrl}` }
    return { ok: false, message: errorMessage(error) }
  }
}
