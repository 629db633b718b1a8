import { and, desc, eq } from 'drizzle-orm'
import type { ApiToken } from '../../shared/user'
import { authed } from '../api/procedures'
import { notFound } from '../api/errors'
import { issueToken } from '../auth/accounts'
import { apiTokens, users } from '../db/schema'

const toApiToken = (row: typeof apiTokens.$inferSelect): ApiToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

export const userRoutes = {
  me: authed.users.me.handler(async ({ context: { db, user } }) => {
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    return { user: { id: row.id, email: row.email, name: row.name, createdAt: row.createdAt.toISOString() } }
  }),

  listTokens: authed.users.listTokens.handler(async ({ context: { db, user } }) => {
    const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, user.id)).orderBy(desc(apiTokens.createdAt))
    return { tokens: rows.map(toApiToken) }
  }),

  createToken: authed.users.createToken.handler(async ({ context: { db, services, user }, input }) => {
    const { row, value } = await issueToken(db, services.keys.tokens, user.id, input.name)
    return { token: { ...toApiToken(row), token: value } }
  }),

  deleteToken: authed.users.deleteToken.handler(async ({ context: { db, user }, input }) => {
    const deleted = await db
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, input.tokenId), eq(apiTokens.userId, user.id)))
      .returning({ id: apiTokens.id })
    if (deleted.length === 0) throw notFound('Token')
    return { message: 'Token revoked' }
  }),
}
