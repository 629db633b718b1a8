import { and, asc, eq } from 'drizzle-orm'
import type { Member, MemberRole } from '../../shared/workspace'
import { authed } from '../api/procedures'
import { badRequest, conflict, notFound } from '../api/errors'
import { requireWorkspace } from '../auth/access'
import { findOrCreateUser, issueToken } from '../auth/accounts'
import type { Executor } from '../db/database'
import { members, users } from '../db/schema'

const memberColumns = {
  userId: members.userId,
  email: users.email,
  name: users.name,
  role: members.role,
  createdAt: members.createdAt,
}

const toMember = (row: { userId: string; email: string; name: string | null; role: string; createdAt: Date }): Member => ({
  ...row,
  role: row.role as MemberRole,
  createdAt: row.createdAt.toISOString(),
})

async function findMember(db: Executor, workspaceId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)))
  if (!row) throw notFound('Member')
  return row
}

/** A workspace must always keep an admin, or nobody could manage it again. */
async function assertAnotherAdminRemains(db: Executor, workspaceId: string, userId: string) {
  const admins = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.role, 'ADMIN')))
  if (admins.length === 1 && admins[0].userId === userId) {
    throw badRequest('userId', 'the last admin of a workspace cannot be removed or demoted')
  }
}

export const memberRoutes = {
  list: authed.workspaces.members.list.handler(async ({ context: { db, user }, input }) => {
    await requireWorkspace(db, user.id, input.workspaceId, 'read')
    const rows = await db
      .select(memberColumns)
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.workspaceId, input.workspaceId))
      .orderBy(asc(members.createdAt), asc(users.email))
    return { members: rows.map(toMember) }
  }),

  add: authed.workspaces.members.add.handler(async ({ context: { db, services, user }, input }) =>
    db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'admin')
      const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email.trim().toLowerCase()))
      const invitee = await findOrCreateUser(tx, input.email)
      const inserted = await tx
        .insert(members)
        .values({ workspaceId: input.workspaceId, userId: invitee.id, role: input.role, createdAt: new Date() })
        .onConflictDoNothing()
        .returning()
      if (inserted.length === 0) throw conflict(`${invitee.email} is already a member of this workspace`)
      const member = toMember(await findMember(tx, input.workspaceId, invitee.id))
      // A brand-new account has no way in yet: its first token goes to the admin who created it.
      if (known) return { member }
      const { value } = await issueToken(tx, services.keys.tokens, invitee.id, `Invitation from ${user.email}`)
      return { member, signInToken: value }
    }),
  ),

  update: authed.workspaces.members.update.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'admin')
      const current = await findMember(tx, input.workspaceId, input.userId)
      if (current.role === 'ADMIN' && input.role !== 'ADMIN') {
        await assertAnotherAdminRemains(tx, input.workspaceId, input.userId)
      }
      await tx
        .update(members)
        .set({ role: input.role })
        .where(and(eq(members.workspaceId, input.workspaceId), eq(members.userId, input.userId)))
      return { member: toMember({ ...current, role: input.role }) }
    }),
  ),

  remove: authed.workspaces.members.remove.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      // Anyone may leave a workspace; only admins remove others.
      await requireWorkspace(tx, user.id, input.workspaceId, input.userId === user.id ? 'read' : 'admin')
      await findMember(tx, input.workspaceId, input.userId)
      await assertAnotherAdminRemains(tx, input.workspaceId, input.userId)
      await tx.delete(members).where(and(eq(members.workspaceId, input.workspaceId), eq(members.userId, input.userId)))
      return { message: 'Member removed' }
    }),
  ),
}
