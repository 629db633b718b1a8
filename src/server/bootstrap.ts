import { asc, count, eq, inArray } from 'drizzle-orm'
import { createId } from '../shared/ids'
import { findOrCreateUser, issueToken } from './auth/accounts'
import { storedHashesOf } from './auth/tokens'
import type { Database } from './db/database'
import { apiTokens, members, users, workspaces } from './db/schema'

export const OWNER_EMAIL = 'owner@localhost'

export type BootstrapOutcome = { firstStart: boolean; signInToken?: string }

/**
 * First start on an empty database: an owner, the workspace "My workspace" on plan FREE, and a
 * sign-in token (ADMIN_TOKEN when set). Later starts only make sure ADMIN_TOKEN, if set, still works.
 */
export async function bootstrap(db: Database, tokenKey: Buffer, adminToken?: string): Promise<BootstrapOutcome> {
  return db.transaction(async (tx) => {
    const [{ userCount }] = await tx.select({ userCount: count() }).from(users)
    if (userCount === 0) {
      const owner = await findOrCreateUser(tx, OWNER_EMAIL, 'Owner')
      const now = new Date()
      const [workspace] = await tx
        .insert(workspaces)
        .values({ id: createId(), name: 'My workspace', plan: 'FREE', createdAt: now, updatedAt: now })
        .returning()
      await tx.insert(members).values({ workspaceId: workspace.id, userId: owner.id, role: 'ADMIN', createdAt: now })
      const { value } = await issueToken(tx, tokenKey, owner.id, 'Sign-in token', adminToken)
      return { firstStart: true, signInToken: value }
    }
    if (!adminToken) return { firstStart: false }
    const [known] = await tx.select({ id: apiTokens.id }).from(apiTokens).where(inArray(apiTokens.tokenHash, storedHashesOf(tokenKey, adminToken)))
    if (!known) {
      const [firstAdmin] = await tx
        .select({ userId: members.userId })
        .from(members)
        .where(eq(members.role, 'ADMIN'))
        .orderBy(asc(members.createdAt))
        .limit(1)
      const owner = firstAdmin ?? (await tx.select({ userId: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1))[0]
      await issueToken(tx, tokenKey, owner.userId, 'ADMIN_TOKEN', adminToken)
    }
    return { firstStart: false, signInToken: adminToken }
  })
}

/** The lines printed at start, the way notebook servers hand out their sign-in URL. */
export function signInMessage(outcome: BootstrapOutcome, baseUrl: string): string {
  if (outcome.signInToken) {
    return [
      outcome.firstStart ? 'Created the owner account and the workspace "My workspace".' : 'Signing in with ADMIN_TOKEN.',
      'Open this URL to sign in:',
      '',
      `    ${baseUrl}/?token=${encodeURIComponent(outcome.signInToken)}`,
      '',
    ].join('\n')
  }
  return [
    'To sign in you need an API token. Create one with:',
    '',
    '    npm run token',
    '',
    'or start the server with ADMIN_TOKEN=<a secret of your choice>.',
  ].join('\n')
}
