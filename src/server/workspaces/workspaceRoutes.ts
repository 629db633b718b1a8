import { asc, eq, inArray } from 'drizzle-orm'
import { createId } from '../../shared/ids'
import type { MemberRole, Plan, Workspace } from '../../shared/workspace'
import { authed } from '../api/procedures'
import { requireWorkspace } from '../auth/access'
import { bots, members, uploads, workspaces } from '../db/schema'
import { deleteStoredFiles, takeUploads } from '../uploads/deleteUploads'

type WorkspaceRow = typeof workspaces.$inferSelect

const toWorkspace = (row: WorkspaceRow, role: MemberRole): Workspace => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  plan: row.plan as Plan,
  currentUserRole: role,
  createdAt: row.createdAt.toISOString(),
})

export const workspaceRoutes = {
  list: authed.workspaces.list.handler(async ({ context: { db, user } }) => {
    const rows = await db
      .select({ workspace: workspaces, role: members.role })
      .from(members)
      .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
      .where(eq(members.userId, user.id))
      .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    return { workspaces: rows.map((r) => toWorkspace(r.workspace, r.role as MemberRole)) }
  }),

  create: authed.workspaces.create.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      const now = new Date()
      const [row] = await tx
        .insert(workspaces)
        .values({ id: createId(), name: input.name, icon: input.icon ?? null, plan: 'FREE', createdAt: now, updatedAt: now })
        .returning()
      await tx.insert(members).values({ workspaceId: row.id, userId: user.id, role: 'ADMIN', createdAt: now })
      return { workspace: toWorkspace(row, 'ADMIN') }
    }),
  ),

  get: authed.workspaces.get.handler(async ({ context: { db, user }, input }) => {
    const role = await requireWorkspace(db, user.id, input.workspaceId, 'read')
    const [row] = await db.select().from(workspaces).where(eq(workspaces.id, input.workspaceId))
    return { workspace: toWorkspace(row, role) }
  }),

  update: authed.workspaces.update.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'admin')
      const [row] = await tx
        .update(workspaces)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.icon !== undefined && { icon: input.icon }),
          updatedAt: new Date(),
        })
        .where(eq(workspaces.id, input.workspaceId))
        .returning()
      return { workspace: { name: row.name, icon: row.icon } }
    }),
  ),

  delete: authed.workspaces.delete.handler(async ({ context: { db, user, services }, input }) => {
    const fileKeys = await db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'admin')
      const keys = await takeUploads(tx, inArray(uploads.botId, tx.select({ id: bots.id }).from(bots).where(eq(bots.workspaceId, input.workspaceId))))
      // Folders, bots, results, answers, logs and sessions go with it through ON DELETE CASCADE.
      await tx.delete(workspaces).where(eq(workspaces.id, input.workspaceId))
      return keys
    })
    await deleteStoredFiles(services.storage, fileKeys)
    return { message: 'Workspace deleted' }
  }),
}
