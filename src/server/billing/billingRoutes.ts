import { asc, eq } from 'drizzle-orm'
import { authed } from '../api/procedures'
import { notFound } from '../api/errors'
import { requireWorkspace } from '../auth/access'
import type { Database } from '../db/database'
import { members, workspaces } from '../db/schema'
import { chatsUsedThisMonth } from '../chat/quota'

/** The workspace asked for, or the caller's first one when the query leaves it out. */
async function targetWorkspace(db: Database, userId: string, workspaceId: string | undefined) {
  if (workspaceId) {
    await requireWorkspace(db, userId, workspaceId, 'read')
    return workspaceId
  }
  const [first] = await db
    .select({ workspaceId: members.workspaceId })
    .from(members)
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt), asc(members.workspaceId))
    .limit(1)
  if (!first) throw notFound('Workspace')
  return first.workspaceId
}

export const billingRoutes = {
  invoices: authed.billing.invoices.handler(async ({ context: { db, user, services }, input }) => {
    const workspaceId = await targetWorkspace(db, user.id, input.workspaceId)
    return { invoices: await services.billing.listInvoices(workspaceId) }
  }),

  usage: authed.billing.usage.handler(async ({ context: { db, user, config }, input }) => {
    const workspaceId = await targetWorkspace(db, user.id, input.workspaceId)
    const now = new Date()
    const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    const [{ plan }] = await db.select({ plan: workspaces.plan }).from(workspaces).where(eq(workspaces.id, workspaceId))
    const chatsLimit = config.planQuotas[plan]
    return {
      totalChatsUsed: await chatsUsedThisMonth(db, workspaceId, now),
      resetsAt: nextMonthStart.toISOString(),
      ...(chatsLimit !== undefined && { chatsLimit }),
    }
  }),
}
