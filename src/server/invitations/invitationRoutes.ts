import { and, eq } from 'drizzle-orm'
import { authed } from '../api/procedures'
import { conflict } from '../api/errors'
import { requireWorkspace } from '../auth/access'
import type { Executor } from '../db/database'
import { members, workspaces } from '../db/schema'
import { findMember, toMember } from '../workspaces/memberRows'
import { invitationUrl, issueInvitation } from './invitationTokens'
import { invitationMail, sendMemberEmail } from './memberEmails'

/** A member of the workspace who has never signed in; 404 for anyone else's member, 409 once they came in. */
async function findPendingMember(db: Executor, workspaceId: string, userId: string) {
  const row = await findMember(db, workspaceId, userId)
  if (row.firstSignedInAt) throw conflict(`${row.email} has signed in already: there is no invitation to change`)
  return row
}

/** Re-sending and revoking the sign-in link of a pending member (admins only). */
export const invitationRoutes = {
  resendInvitation: authed.workspaces.members.resendInvitation.handler(async ({ context: { db, services, user, origin }, input }) => {
    const { member, token, expiresAt, workspaceName } = await db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'admin')
      await findPendingMember(tx, input.workspaceId, input.userId)
      const issued = await issueInvitation(tx, services.keys.tokens, { workspaceId: input.workspaceId, userId: input.userId, invitedBy: user.id })
      const [{ name }] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, input.workspaceId))
      return { ...issued, member: toMember(await findMember(tx, input.workspaceId, input.userId)), workspaceName: name }
    })
    const url = invitationUrl(origin, input.workspaceId, token)
    const email = await sendMemberEmail(services.mailerFor(async () => null), invitationMail(member.email, { inviter: user.email, workspaceName, url, expiresAt }))
    return { member, invitation: { url, expiresAt: expiresAt.toISOString() }, signInToken: token, email }
  }),

  revokeInvitation: authed.workspaces.members.revokeInvitation.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'admin')
      const pending = await findPendingMember(tx, input.workspaceId, input.userId)
      // The link goes with the membership (the foreign key cascades).
      await tx.delete(members).where(and(eq(members.workspaceId, input.workspaceId), eq(members.userId, input.userId)))
      return { message: `The invitation of ${pending.email} was revoked` }
    }),
  ),
}
