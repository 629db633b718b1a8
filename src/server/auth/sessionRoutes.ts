import { and, eq } from 'drizzle-orm'
import { pub } from '../api/procedures'
import { unauthorized } from '../api/errors'
import { apiTokens, users } from '../db/schema'
import { issueToken } from './accounts'
import { authenticate } from './authenticate'
import { expiredSessionCookie, sessionCookie, sessionTokenOf } from './sessionCookie'
import { hashToken } from './tokens'
import { isInvitationToken } from '../../shared/invitationToken'
import { redeemInvitation } from '../invitations/invitationTokens'

const INVITATION_REFUSED =
  'This invitation link no longer works: it was used already, has expired, or was revoked. Ask an admin of the workspace for a new one.'

const isHttps = (origin: string) => origin.startsWith('https:')

/** Sign-in and sign-out of the admin app, and the public addresses of this service. */
export const sessionRoutes = {
  create: pub.session.create.handler(async ({ context: { db, services, origin, sessionCookies, resHeaders }, input }) => {
    // The chat origin never sets the builder's cookie: a visitor's page must not sign anyone in.
    if (!sessionCookies) throw unauthorized('Sign in on the builder, not on the chat origin')
    const user = isInvitationToken(input.token)
      ? await db.transaction((tx) => redeemInvitation(tx, services.keys.tokens, input.token)).then((used) => used && { id: used.userId })
      : await authenticate(db, services.keys.tokens, input.token)
    if (!user) throw unauthorized(isInvitationToken(input.token) ? INVITATION_REFUSED : 'Invalid API token')
    const { value } = await issueToken(db, services.keys.tokens, user.id, 'Browser session')
    resHeaders?.append('Set-Cookie', sessionCookie(value, isHttps(origin)))
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    return { user: { id: row.id, email: row.email, name: row.name, createdAt: row.createdAt.toISOString() } }
  }),

  delete: pub.session.delete.handler(async ({ context: { db, services, headers, origin, sessionCookies, resHeaders } }) => {
    const session = sessionCookies ? sessionTokenOf(headers) : undefined
    if (session) await db.delete(apiTokens).where(and(eq(apiTokens.tokenHash, hashToken(services.keys.tokens, session)), eq(apiTokens.name, 'Browser session')))
    resHeaders?.append('Set-Cookie', expiredSessionCookie(isHttps(origin)))
    return { message: 'Signed out' }
  }),

  service: pub.session.service.handler(({ context: { chatOrigin } }) => ({ chatUrl: `${chatOrigin}/api` })),
}
