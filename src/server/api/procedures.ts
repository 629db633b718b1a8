import { implement } from '@orpc/server'
import { contract } from '../../shared/contract'
import { authenticate, bearerTokenOf } from '../auth/authenticate'
import { isFromOwnPages, sessionTokenOf } from '../auth/sessionCookie'
import type { AuthenticatedUser, RequestContext } from './context'
import { unauthorized } from './errors'

/** The contract, ready to be implemented with our request context. */
export const pub = implement(contract).$context<RequestContext>()

/**
 * Resolves the bearer token, when one is sent (a wrong token is always refused); else the admin
 * app's session cookie, on the builder's listener and from its own pages only.
 */
export const optionalAuth = pub.middleware(async ({ context, next }) => {
  const token = bearerTokenOf(context.headers)
  let user: AuthenticatedUser | null = null
  if (token) {
    user = await authenticate(context.db, context.services.keys.tokens, token)
    if (!user) throw unauthorized('Invalid API token')
  } else if (context.headers.has('authorization')) {
    throw unauthorized('The Authorization header must be "Bearer <token>"')
  } else {
    const session = context.sessionCookies ? sessionTokenOf(context.headers) : undefined
    if (session && isFromOwnPages(context.headers, context.origin)) {
      user = await authenticate(context.db, context.services.keys.tokens, session)
      if (!user) throw unauthorized('Your session has ended: sign in again')
    }
  }
  return next({ context: { user } })
})

/** Builder routes: a valid bearer token is required (checked before the input is validated). */
export const authed = pub.use(optionalAuth).use(async ({ context, next }) => {
  if (!context.user) throw unauthorized('Missing API token: send "Authorization: Bearer <token>"')
  return next({ context: { user: context.user } })
})
