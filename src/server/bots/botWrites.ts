import { and, eq } from 'drizzle-orm'
import type { BotDocument } from '../../shared/bot/bot'
import { findDocumentIssues } from '../../shared/bot/documentIntegrity'
import { ORPCError } from '@orpc/server'
import { conflict, notFound } from '../api/errors'
import { type Executor, UNIQUE_VIOLATION, sqlStateOf } from '../db/database'
import { folders } from '../db/schema'

/** Refuses a document whose ids collide, naming every offending field under `prefix`. */
export function assertDocumentIntegrity(doc: Partial<BotDocument>, prefix = 'bot') {
  const issues = findDocumentIssues(doc)
  if (issues.length === 0) return
  const fields = issues.map((issue) => ({ path: `${prefix}.${issue.path}`, message: issue.message }))
  throw new ORPCError('BAD_REQUEST', {
    message: `Invalid ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`,
    data: { fields },
  })
}

/** A bot's folder must be a folder of the bot's own workspace. */
export async function assertFolderIn(db: Executor, workspaceId: string, folderId: string | null | undefined) {
  if (!folderId) return
  const [folder] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.workspaceId, workspaceId)))
  if (!folder) throw notFound('Folder')
}

/** Turns a unique violation on public id or custom domain into a 409 that says which. */
export async function withUniqueFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error
    const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '')
    throw constraint.includes('custom_domain')
      ? conflict('This custom domain is already used by another bot', { field: 'customDomain' })
      : conflict('This public id is already taken', { field: 'publicId' })
  }
}
