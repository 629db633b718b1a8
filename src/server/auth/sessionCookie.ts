/** The admin app's session: an API token of its own, in a cookie scripts cannot read. */
export const SESSION_COOKIE = 'bb_session'
const MAX_AGE_SECONDS = 30 * 24 * 3600

/** `Set-Cookie` for a new session (HttpOnly, SameSite=Strict, only sent to the API). */
export const sessionCookie = (value: string, secure: boolean) =>
  `${SESSION_COOKIE}=${value}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`

export const expiredSessionCookie = (secure: boolean) => `${SESSION_COOKIE}=; Path=/api; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`

/** The session token of a request's `Cookie` header, if any. */
export function sessionTokenOf(headers: Headers): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE && value.length) return value.join('=') || undefined
  }
  return undefined
}

/**
 * Cookies are kept per host, not per port: the chat origin (another port of the same host) is the
 * same *site*, so SameSite alone would let its pages send the builder's cookie. A cookie counts
 * only on requests the builder's own pages make: same origin by `Origin` and `Sec-Fetch-Site`.
 */
export function isFromOwnPages(headers: Headers, ownOrigin: string): boolean {
  const origin = headers.get('origin')
  if (origin !== null && origin !== ownOrigin) return false
  const site = headers.get('sec-fetch-site')
  return site === null || site === 'same-origin' || site === 'none'
}
