import type { Turn } from '../../../walk/turnContext'
import { callService } from '../serviceBlocks/callService'

export const googleTokenUrl = 'https://oauth2.googleapis.com/token'
export const googleApisUrl = 'https://www.googleapis.com'

/**
 * Trades the account's refresh token for a short-lived access token (OAuth 2.0's refresh_token
 * grant) at the credentials' token endpoint, Google's unless set.
 */
export async function googleAccessToken(turn: Turn, credentials: Record<string, string>): Promise<string> {
  const answer = (await callService(turn, {
    url: credentials.tokenUrl || googleTokenUrl,
    method: 'POST',
    form: { grant_type: 'refresh_token', refresh_token: credentials.refreshToken, client_id: credentials.clientId, client_secret: credentials.clientSecret },
  })) as { access_token?: string }
  if (!answer?.access_token) throw new Error('The token endpoint answered without an access token')
  return answer.access_token
}
