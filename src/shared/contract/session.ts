import { z } from 'zod'
import { userSchema } from '../user'
import { base } from './base'

const tags = ['Account']

/** The admin app's sign-in: a token becomes an HttpOnly session cookie, so no page script holds it. */
export const sessionContract = {
  create: base
    .route({
      method: 'POST',
      path: '/v1/auth/session',
      summary: 'Open a browser session',
      description:
        'Checks an API token (or the secret of a member\'s invitation link, `bbi_…`, which works once and signs the invitee in for the first time) and answers with a cookie `bb_session` (HttpOnly, SameSite=Strict, Path=/api) holding a new token of its own, listed among the account\'s tokens as "Browser session". The cookie is accepted only on requests from this service\'s own origin; API clients keep sending `Authorization: Bearer <token>`.',
      tags,
    })
    .input(z.object({ token: z.string().min(1).max(200) }))
    .output(z.object({ user: userSchema })),
  delete: base
    .route({
      method: 'DELETE',
      path: '/v1/auth/session',
      summary: 'Close the browser session',
      description: 'Revokes the session cookie\'s token and clears the cookie. Without a session, it only clears the cookie.',
      tags,
    })
    .output(z.object({ message: z.string() })),
  service: base
    .route({
      method: 'GET',
      path: '/v1/service',
      summary: 'Addresses of this service',
      description:
        'Public. `chatUrl` is the chat API on the chat origin, where visitors\' pages (`/b/{publicId}`), the embed script and bot owners\' code run, apart from the builder\'s origin.',
      tags: ['Service'],
    })
    .output(z.object({ chatUrl: z.string() })),
}
