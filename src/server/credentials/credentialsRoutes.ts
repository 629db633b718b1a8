import { and, asc, eq } from 'drizzle-orm'
import type { Credentials, CredentialsType } from '../../shared/credentials'
import { createId } from '../../shared/ids'
import { authed } from '../api/procedures'
import { notFound } from '../api/errors'
import { requireWorkspace } from '../auth/access'
import { credentials } from '../db/schema'
import { seal } from './sealedBox'

const toCredentials = (row: typeof credentials.$inferSelect): Credentials => ({
  id: row.id,
  type: row.type as CredentialsType,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
})

export const credentialsRoutes = {
  list: authed.credentials.list.handler(async ({ context: { db, user }, input }) => {
    await requireWorkspace(db, user.id, input.workspaceId, 'read')
    const rows = await db
      .select()
      .from(credentials)
      .where(and(eq(credentials.workspaceId, input.workspaceId), input.type ? eq(credentials.type, input.type) : undefined))
      .orderBy(asc(credentials.name))
    return { credentials: rows.map(toCredentials) }
  }),

  create: authed.credentials.create.handler(async ({ context: { db, user, services }, input }) => {
    await requireWorkspace(db, user.id, input.workspaceId, 'write')
    const { type, name, data } = input.credentials
    const [row] = await db
      .insert(credentials)
      .values({
        id: createId(),
        workspaceId: input.workspaceId,
        type,
        name,
        // Stored as text values: the ports read every field as a string.
        encryptedData: seal(services.keys.credentials, JSON.stringify(Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])))),
        createdAt: new Date(),
      })
      .returning()
    return { credentials: toCredentials(row) }
  }),

  delete: authed.credentials.delete.handler(async ({ context: { db, user }, input }) => {
    await requireWorkspace(db, user.id, input.workspaceId, 'write')
    const deleted = await db
      .delete(credentials)
      .where(and(eq(credentials.id, input.credentialsId), eq(credentials.workspaceId, input.workspaceId)))
      .returning({ id: credentials.id })
    if (deleted.length === 0) throw notFound('Credentials')
    return { message: 'Credentials deleted' }
  }),
}
