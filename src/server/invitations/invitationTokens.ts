import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { INVITATION_TOKEN_PREFIX } from '../../shared/invitationToken'
import type { Executor } from '../db/database'
import { invitations, users } from '../db/schema'
import { hashToken } from '../auth/tokens'

/** How long a sign-in link works: long enough for a colleague back from a week away. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000

/** The app's address of the workspace, signing in with `token` on the way. */
export const invitationUrl = (origin: string, workspaceId: string, token: string) =>
  `${origin}/w/${encodeURIComponent(workspaceId)}?token=${encodeURIComponent(token)}`

type InvitationTarget = { workspaceId: string; userId: string; invitedBy: string }

/** Gives a membership a new sign-in link; any link it had stops working. Returns the secret, shown once. */
export async function issueInvitation(db: Executor, tokenKey: Buffer, target: InvitationTarget, now = new Date()) {
  const token = `${INVITATION_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS)
  const row = { ...target, tokenHash: hashToken(tokenKey, token), createdAt: now, expiresAt }
  await db
    .insert(invitations)
    .values(row)
    .onConflictDoUpdate({ target: [invitations.workspaceId, invitations.userId], set: { tokenHash: row.tokenHash, invitedBy: row.invitedBy, createdAt: now, expiresAt } })
  return { token, expiresAt }
}

/**
 * The account has come in: it is no longer pending anywhere, so every link it was sent stops
 * working (they were only ever a way in for a first sign-in).
 */
export async function markSignedIn(db: Executor, userId: string, now = new Date()) {
  await db
    .update(users)
    .set({ firstSignedInAt: now })
    .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)))
  await db.delete(invitations).where(eq(invitations.userId, userId))
}

/**
 * Uses a sign-in link: the user it signs in and the workspace it opens, or null when the link is
 * unknown, expired, revoked or already used. Deleting the row first makes a second use (even a
 * concurrent one) fail.
 */
export async function redeemInvitation(db: Executor, tokenKey: Buffer, token: string, now = new Date()) {
  const [used] = await db
    .delete(invitations)
    .where(and(eq(invitations.tokenHash, hashToken(tokenKey, token)), gt(invitations.expiresAt, now)))
    .returning({ userId: invitations.userId, workspaceId: invitations.workspaceId })
  if (!used) return null
  await markSignedIn(db, used.userId, now)
  return used
}
