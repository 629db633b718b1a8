import { createSign } from 'node:crypto'
import type { HttpPort } from '../../../ports'
import { googleTimeoutMs, sheetsScope } from './googleApis'

/** Stored `google sheets` credentials: an OAuth client's refresh token, or a service account's key. */
type GoogleCredentials = Record<string, string>

const base64Url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/**
 * A service account's signed assertion (RFC 7523): RS256 over its claims, valid one hour. Keys
 * pasted from the JSON file sometimes keep `\n` escaped; they are restored before signing.
 */
export function serviceAccountAssertion(clientEmail: string, privateKey: string, tokenUrl: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64Url(JSON.stringify({ iss: clientEmail, scope: sheetsScope, aud: tokenUrl, iat: issuedAt, exp: issuedAt + 3600 }))
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKey.replace(/\\n/g, '\n'))
  return `${header}.${claims}.${base64Url(signature)}`
}

function grantOf(credentials: GoogleCredentials, tokenUrl: string, now: Date): Record<string, string> {
  if (credentials.refreshToken) {
    return { grant_type: 'refresh_token', refresh_token: credentials.refreshToken, client_id: credentials.clientId ?? '', client_secret: credentials.clientSecret ?? '' }
  }
  if (credentials.clientEmail && credentials.privateKey) {
    return { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: serviceAccountAssertion(credentials.clientEmail, credentials.privateKey, tokenUrl, now) }
  }
  throw new Error('The credentials are neither a Google account nor a service account')
}

/**
 * Exchanges the credentials for an access token at Google's token endpoint: a refresh token as it
 * is, a service account's key as a signed JWT. A refused grant throws with Google's reason.
 */
export async function googleAccessToken(http: HttpPort, tokenUrl: string, credentials: GoogleCredentials, now: Date): Promise<string> {
  const response = await http.request({
    url: tokenUrl,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(grantOf(credentials, tokenUrl, now)).toString(),
    timeoutMs: googleTimeoutMs,
  })
  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown } = {}
  try {
    answer = JSON.parse(response.body)
  } catch {
    // Not JSON: reported by status below.
  }
  if (response.status >= 400 || typeof answer.access_token !== 'string') {
    const reason = [answer.error, answer.error_description].filter((part) => typeof part === 'string').join(': ')
    throw new Error(`Google refused the credentials (${response.status}${reason ? `, ${reason}` : ''})`)
  }
  return answer.access_token
}
