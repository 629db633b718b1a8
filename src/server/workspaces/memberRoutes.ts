import { and, asc, eq } from 'drizzle-orm'
import { authed } from '../api/procedures'
import { badRequest, conflict } from '../api/errors'
import { requireWorkspace } from '../auth/access'
import { findOrCreateUser } from '../auth/accounts'
import type { Executor } from '../db/database'
import { members, users, workspaces } from '../db/schema'
import { invitationUrl, issueInvitation } from '../invitations/invitationTokens'
import { addedMail, invitationMail, sendMemberEmail } from '../invitations/memberEmails'
import { findMember, selectMembers, toMember } from './memberRows'

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
    const rows = await selectMembers(db)
      .where(eq(members.workspaceId, input.workspaceId))
      .orderBy(asc(members.createdAt), asc(users.email))
    return { members: rows.map(toMember) }
  }),

  add: authed.workspaces.members.add.handler(async ({ context: { db, services, user, origin }, input }) => {
    const added = await db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'admin')
      const invitee = await findOrCreateUser(tx, input.email)
      const inserted = await tx
        .insert(members)
        .values({ workspaceId: input.workspaceId, userId: invitee.id, role: input.role, createdAt: new Date() })
        .onConflictDoNothing()
        .returning()
      if (inserted.length === 0) throw conflict(`${invitee.email} is already a member of this workspace`)
      const [{ name: workspaceName }] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, input.workspaceId))
      // An account that never came in (new, or invited elsewhere and not there yet) needs a way in: a link.
      const invitation = invitee.firstSignedInAt
        ? null
        : await issueInvitation(tx, services.keys.tokens, { workspaceId: input.workspaceId, userId: invitee.id, invitedBy: user.id })
      const member = toMember(await findMember(tx, input.workspaceId, invitee.id))
      return { member, invitation, workspaceName }
    })
    // Mail goes out after the commit: a slow SMTP server must not hold the transaction.
    const { member, invitation, workspaceName } = added
    const mailer = services.mailerFor(async () => null)
    if (!invitation) {
      const email = await sendMemberEmail(mailer, addedMail(member.email, { inviter: user.email, workspaceName, url: `${origin}/w/${input.workspaceId}` }))
      return { member, email }
    }
    const url = invitationUrl(origin, input.workspaceId, invitation.token)
    const email = await sendMemberEmail(mailer, invitationMail(member.email, { inviter: user.email, workspaceName, url, expiresAt: invitation.expiresAt }))
    return { member, signInToken: invitation.token, invitation: { url, expiresAt: invitation.expiresAt.toISOString() }, email }
  }),

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
