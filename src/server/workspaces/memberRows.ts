import { and, eq } from 'drizzle-orm'
import type { Member, MemberRole } from '../../shared/workspace'
import { notFound } from '../api/errors'
import type { Executor } from '../db/database'
import { invitations, members, users } from '../db/schema'

/** What a member row is read from: the membership, its account, and its sign-in link if any. */
export const memberColumns = {
  userId: members.userId,
  email: users.email,
  name: users.name,
  role: members.role,
  createdAt: members.createdAt,
  firstSignedInAt: users.firstSignedInAt,
  invitationExpiresAt: invitations.expiresAt,
}

type MemberRow = { userId: string; email: string; name: string | null; role: string; createdAt: Date; firstSignedInAt: Date | null; invitationExpiresAt: Date | null }

export const toMember = ({ firstSignedInAt, invitationExpiresAt, ...row }: MemberRow): Member => ({
  ...row,
  role: row.role as MemberRole,
  createdAt: row.createdAt.toISOString(),
  status: firstSignedInAt ? 'ACTIVE' : 'PENDING',
  invitationExpiresAt: invitationExpiresAt?.toISOString() ?? null,
})

/** The members of a workspace joined with their accounts and links; `where` narrows it further. */
export const selectMembers = (db: Executor) =>
  db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(invitations, and(eq(invitations.workspaceId, members.workspaceId), eq(invitations.userId, members.userId)))

/** One member of a workspace; 404 when the user is not one (or is in another workspace). */
export async function findMember(db: Executor, workspaceId: string, userId: string) {
  const [row] = await selectMembers(db).where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)))
  if (!row) throw notFound('Member')
  return row
}
