import { eq } from 'drizzle-orm'
import { createId } from '../../shared/ids'
import type { Executor } from '../db/database'
import { apiTokens, users } from '../db/schema'
import { generateTokenValue, hashToken } from './tokens'

export type UserRow = typeof users.$inferSelect

/** Finds the user with this email, creating it when absent (emails compare lower-cased). */
export async function findOrCreateUser(db: Executor, email: string, name: string | null = null): Promise<UserRow> {
  const normalized = email.trim().toLowerCase()
  const [existing] = await db.select().from(users).where(eq(users.email, normalized))
  if (existing) return existing
  const [created] = await db
    .insert(users)
    .values({ id: createId(), email: normalized, name })
    .onConflictDoNothing()
    .returning()
  return created ?? (await db.select().from(users).where(eq(users.email, normalized)))[0]
}

/** Creates an API token for a user, hashed under `tokenKey`; `value` lets an operator choose it (ADMIN_TOKEN). */
export async function issueToken(db: Executor, tokenKey: Buffer, userId: string, name: string, value = generateTokenValue()) {
  const [row] = await db
    .insert(apiTokens)
    .values({ id: createId(), userId, name, tokenHash: hashToken(tokenKey, value) })
    .returning()
  return { row, value }
}
