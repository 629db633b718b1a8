import { and, asc, eq, isNull } from 'drizzle-orm'
import { rootFolder } from '../../shared/contract/folders'
import type { Folder } from '../../shared/folder'
import { createId } from '../../shared/ids'
import { authed } from '../api/procedures'
import { badRequest, conflict, notFound } from '../api/errors'
import { requireFolder, requireWorkspace } from '../auth/access'
import { type Executor, UNIQUE_VIOLATION, sqlStateOf } from '../db/database'
import { bots, folders } from '../db/schema'

type FolderRow = typeof folders.$inferSelect

const toFolder = (row: FolderRow): Folder => ({
  id: row.id,
  name: row.name,
  parentFolderId: row.parentFolderId,
  workspaceId: row.workspaceId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** A parent must exist in the same workspace; any other id is reported as missing. */
async function assertParentIn(db: Executor, workspaceId: string, parentFolderId: string) {
  const [parent] = await db.select({ workspaceId: folders.workspaceId }).from(folders).where(eq(folders.id, parentFolderId))
  if (!parent || parent.workspaceId !== workspaceId) throw notFound('Parent folder')
}

/** Moving a folder under itself or one of its descendants would cut it off from the tree. */
async function assertNotDescendant(db: Executor, folderId: string, newParentId: string) {
  let current: string | null = newParentId
  while (current) {
    if (current === folderId) throw badRequest('folder.parentFolderId', 'a folder cannot be moved into itself or one of its sub-folders')
    const [row] = await db.select({ parent: folders.parentFolderId }).from(folders).where(eq(folders.id, current))
    current = row?.parent ?? null
  }
}

export const folderRoutes = {
  create: authed.folders.create.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'write')
      if (input.parentFolderId) await assertParentIn(tx, input.workspaceId, input.parentFolderId)
      const now = new Date()
      try {
        const [row] = await tx
          .insert(folders)
          .values({
            id: input.id ?? createId(),
            workspaceId: input.workspaceId,
            parentFolderId: input.parentFolderId ?? null,
            name: input.folderName ?? 'New folder',
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        return { folder: toFolder(row) }
      } catch (error) {
        if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error
        // Another workspace's folder is not named: the id is refused as not found, not as taken.
        const [taken] = await db.select({ workspaceId: folders.workspaceId }).from(folders).where(eq(folders.id, input.id!))
        if (taken?.workspaceId === input.workspaceId) throw conflict(`A folder with id "${input.id}" already exists`)
        throw notFound('Folder')
      }
    }),
  ),

  list: authed.folders.list.handler(async ({ context: { db, user }, input }) => {
    await requireWorkspace(db, user.id, input.workspaceId, 'read')
    const parent = input.parentFolderId
    const rows = await db
      .select()
      .from(folders)
      .where(
        and(
          eq(folders.workspaceId, input.workspaceId),
          parent === undefined ? undefined : parent === rootFolder ? isNull(folders.parentFolderId) : eq(folders.parentFolderId, parent),
        ),
      )
      .orderBy(asc(folders.name), asc(folders.id))
    return { folders: rows.map(toFolder) }
  }),

  get: authed.folders.get.handler(async ({ context: { db, user }, input }) => {
    const { folder } = await requireFolder(db, user.id, input.folderId, 'read')
    return { folder: toFolder(folder) }
  }),

  update: authed.folders.update.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      const { folder } = await requireFolder(tx, user.id, input.folderId, 'write')
      const { name, parentFolderId } = input.folder
      if (parentFolderId) {
        await assertParentIn(tx, folder.workspaceId, parentFolderId)
        await assertNotDescendant(tx, folder.id, parentFolderId)
      }
      const [row] = await tx
        .update(folders)
        .set({
          ...(name !== undefined && { name }),
          ...(parentFolderId !== undefined && { parentFolderId }),
          updatedAt: new Date(),
        })
        .where(eq(folders.id, folder.id))
        .returning()
      return { folder: toFolder(row) }
    }),
  ),

  delete: authed.folders.delete.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      const { folder } = await requireFolder(tx, user.id, input.folderId, 'write')
      // Nothing inside is lost: bots and sub-folders move up one level.
      await tx.update(bots).set({ folderId: folder.parentFolderId }).where(eq(bots.folderId, folder.id))
      await tx
        .update(folders)
        .set({ parentFolderId: folder.parentFolderId, updatedAt: new Date() })
        .where(eq(folders.parentFolderId, folder.id))
      await tx.delete(folders).where(eq(folders.id, folder.id))
      return { message: 'Folder deleted' }
    }),
  ),
}
