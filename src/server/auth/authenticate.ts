import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { apiTokens, users } from '../db/schema'
import type { AuthenticatedUser } from '../api/context'
import { hashToken } from './tokens'

// Writing last-use on every request would turn reads into writes; once a minute is enough to be useful.
const LAST_USED_RESOLUTION_MS = 60_000

/** Reads `Authorization: Bearer <token>`; undefined when the header is absent or malformed. */
export const bearerTokenOf = (headers: Headers): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')
  return match?.[1]
}

/** The user a token belongs to, or null for an unknown token. */
export async function authenticate(db: Database, token: string): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashToken(token)))
  if (!row) return null
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId))
  }
  return { id: row.id, email: row.email }
}
