import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/database'
import { apiTokens, users } from '../db/schema'
import type { AuthenticatedUser } from '../api/context'
import { storedHashesOf } from './tokens'
import { markSignedIn } from '../invitations/invitationTokens'

// Writing last-use on every request would turn reads into writes; once a minute is enough to be useful.
const LAST_USED_RESOLUTION_MS = 60_000

/** Reads `Authorization: Bearer <token>`; undefined when the header is absent or malformed. */
export const bearerTokenOf = (headers: Headers): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')
  return match?.[1]
}

/** The user a token belongs to, or null for an unknown token; `tokenKey` is the key tokens are hashed under. */
export async function authenticate(db: Database, tokenKey: Buffer, token: string): Promise<AuthenticatedUser | null> {
  const [keyed, legacy] = storedHashesOf(tokenKey, token)
  const [row] = await db
    .select({ id: users.id, email: users.email, firstSignedInAt: users.firstSignedInAt, tokenId: apiTokens.id, tokenHash: apiTokens.tokenHash, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(inArray(apiTokens.tokenHash, [keyed, legacy]))
  if (!row) return null
  const rehash = row.tokenHash === legacy
  if (rehash || !row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(), ...(rehash && { tokenHash: keyed }) })
      .where(eq(apiTokens.id, row.tokenId))
  }
  // The first use of any token of an invitee means they came in some other way than their link.
  if (!row.firstSignedInAt) await markSignedIn(db, row.id)
  return { id: row.id, email: row.email }
}
