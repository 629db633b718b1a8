import { and, eq } from 'drizzle-orm'
import type { MemberRole } from '../../shared/workspace'
import type { Executor } from '../db/database'
import { bots, folders, members } from '../db/schema'
import { forbidden, notFound } from '../api/errors'
import { type Need, roleAllows } from './roles'

export async function roleIn(db: Executor, userId: string, workspaceId: string): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)))
  return (row?.role as MemberRole | undefined) ?? null
}

/**
 * The caller's role in a workspace, checked against what the action needs.
 * Not a member: 404, exactly as if the workspace did not exist, so ids reveal nothing.
 */
export async function requireWorkspace(db: Executor, userId: string, workspaceId: string, need: Need) {
  const role = await roleIn(db, userId, workspaceId)
  if (!role) throw notFound('Workspace')
  if (!roleAllows(role, need)) throw forbidden(`Your role (${role}) cannot do this in this workspace`)
  return role
}

/**
 * Checks that the caller may act on a bot, reading only its id and workspace with the caller's role in
 * one query: most routes need no more, and a bot document can weigh megabytes.
 */
export async function requireBotAccess(db: Executor, userId: string, botId: string, need: Need) {
  const [row] = await db
    .select({ id: bots.id, workspaceId: bots.workspaceId, role: members.role })
    .from(bots)
    .leftJoin(members, and(eq(members.workspaceId, bots.workspaceId), eq(members.userId, userId)))
    .where(eq(bots.id, botId))
  const role = row?.role as MemberRole | null | undefined
  if (!row || !role) throw notFound('Bot')
  if (!roleAllows(role, need)) throw forbidden(`Your role (${role}) cannot change this bot`)
  return { bot: { id: row.id, workspaceId: row.workspaceId }, role }
}

/** Loads a whole bot the caller may act on, with the caller's role: for routes that use its document. */
export async function requireBot(db: Executor, userId: string, botId: string, need: Need) {
  const [bot] = await db.select().from(bots).where(eq(bots.id, botId))
  const role = bot && (await roleIn(db, userId, bot.workspaceId))
  if (!bot || !role) throw notFound('Bot')
  if (!roleAllows(role, need)) throw forbidden(`Your role (${role}) cannot change this bot`)
  return { bot, role }
}

/** Loads a folder the caller may act on. */
export async function requireFolder(db: Executor, userId: string, folderId: string, need: Need) {
  const [folder] = await db.select().from(folders).where(eq(folders.id, folderId))
  const role = folder && (await roleIn(db, userId, folder.workspaceId))
  if (!folder || !role) throw notFound('Folder')
  if (!roleAllows(role, need)) throw forbidden(`Your role (${role}) cannot change this folder`)
  return { folder, role }
}
