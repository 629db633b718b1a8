import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { CurrentUserMode } from '../../shared/bot/bot'
import { rootFolder } from '../../shared/contract/folders'
import { createId } from '../../shared/ids'
import type { MemberRole } from '../../shared/workspace'
import type { AuthenticatedUser } from '../api/context'
import { authed, optionalAuth, pub } from '../api/procedures'
import { badRequest, conflict, notFound, unauthorized } from '../api/errors'
import { requireBot, requireBotAccess, requireWorkspace, roleIn } from '../auth/access'
import { bots, members, uploads } from '../db/schema'
import { deleteStoredFiles, takeUploads } from '../uploads/deleteUploads'
import { type BotRow, botListColumns, toBot, toBotListItem } from './botRow'
import { assertDocumentIntegrity, assertFolderIn, withUniqueFields } from './botWrites'
import { migrateBotToLatest } from './migrateBot'
import { newBotRow } from './newBot'
import { copyNotes } from '../notes/copyNotes'
import { generatePublicId } from './publicIds'
import { applyLiveChange, documentFieldsOf, followRowVersion, type LiveChange } from '../collab/restWrites'

/** RFC 7240: a client that needs only the new version's stamp says so and is spared the document. */
const prefersMinimal = (headers: Headers) => /\breturn=minimal\b/.test(headers.get('prefer') ?? '')

type FlowPart = 'events' | 'groups' | 'edges' | 'variables'

/** A stored flow part, or SQL NULL when the save replaces it (a bot's groups can weigh a megabyte). */
const storedUnlessChanged = <K extends FlowPart>(changes: Partial<Record<FlowPart, unknown>>, key: K) =>
  changes[key] === undefined ? sql<BotRow[K]>`${bots[key]}`.mapWith(bots[key]) : sql<null>`null`

/** Fields a save replaces whole: two people editing them at once would lose one's work without the version check. */
const DOCUMENT_FIELDS = ['events', 'groups', 'edges', 'variables', 'theme', 'settings'] as const

const modeOf = (role: MemberRole): CurrentUserMode => (role === 'GUEST' ? 'read' : 'write')

/**
 * Runs before input validation, like the token check of other routes: without a token, only a
 * publicly shared bot gets past, so an anonymous caller gets 401, never a 400 about its input.
 */
const anonymousOnlyWhenShared = pub.middleware(async ({ context, next }, input: unknown) => {
  // Signed in (token or session cookie): optionalAuth, run before, already said who.
  if ((context as { user?: AuthenticatedUser | null }).user) return next()
  const botId = (input as { botId?: unknown } | undefined)?.botId
  const [row] =
    typeof botId === 'string' ? await context.db.select({ settings: bots.settings }).from(bots).where(eq(bots.id, botId)) : []
  if (row?.settings.publicShare?.isEnabled !== true) throw unauthorized('Missing API token: send "Authorization: Bearer <token>"')
  return next()
})

export const botRoutes = {
  create: authed.bots.create.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      await requireWorkspace(tx, user.id, input.workspaceId, 'write')
      await assertFolderIn(tx, input.workspaceId, input.bot?.folderId)
      assertDocumentIntegrity(input.bot ?? {})
      const [row] = await withUniqueFields(() => tx.insert(bots).values(newBotRow(input.workspaceId, input.bot)).returning())
      return { bot: toBot(row) }
    }),
  ),

  list: authed.bots.list.handler(async ({ context: { db, user }, input }) => {
    if (input.workspaceId) await requireWorkspace(db, user.id, input.workspaceId, 'read')
    const folder = input.folderId
    const rows = await db
      .select({ bot: botListColumns, role: members.role })
      .from(bots)
      .innerJoin(members, and(eq(members.workspaceId, bots.workspaceId), eq(members.userId, user.id)))
      .where(
        and(
          input.workspaceId ? eq(bots.workspaceId, input.workspaceId) : undefined,
          folder === undefined ? undefined : folder === rootFolder ? isNull(bots.folderId) : eq(bots.folderId, folder),
          eq(bots.isArchived, false),
        ),
      )
      .orderBy(desc(bots.updatedAt), desc(bots.id))
    return { bots: rows.map((r) => toBotListItem(r.bot, r.role as MemberRole)) }
  }),

  get: pub.use(optionalAuth).use(anonymousOnlyWhenShared).bots.get.handler(async ({ context: { db, user }, input }) => {
    const [row] = await db.select().from(bots).where(eq(bots.id, input.botId))
    const role = row && user ? await roleIn(db, user.id, row.workspaceId) : null
    // Outsiders see a bot only when its owners shared the flow publicly.
    const isShared = row?.settings.publicShare?.isEnabled === true
    if (!row || (!role && !isShared)) {
      if (!user) throw unauthorized('Missing API token: send "Authorization: Bearer <token>"')
      throw notFound('Bot')
    }
    const bot = toBot(row)
    return {
      bot: input.migrateToLatestVersion ? migrateBotToLatest(bot) : bot,
      currentUserMode: role ? modeOf(role) : 'guest',
    }
  }),

  update: authed.bots.update.handler(async ({ context: { db, user, headers, collab }, input }) => {
    let liveChange: LiveChange | null = null
    const answer = await db.transaction(async (tx) => {
      const { bot: current } = await requireBotAccess(tx, user.id, input.botId, 'write')
      const { updatedAt, ...changes } = input.bot
      const replaced = DOCUMENT_FIELDS.filter((field) => changes[field] !== undefined)
      if (!updatedAt && replaced.length > 0) {
        throw badRequest('bot.updatedAt', `required when the save replaces ${replaced.join(', ')}: send the updatedAt of the version you edited`)
      }
      // Lock the row so two saves cannot both pass the freshness check; read only the parts of the
      // flow this save leaves as they are, which the integrity check needs beside the new ones.
      const [locked] = await tx
        .select({
          updatedAt: bots.updatedAt,
          events: storedUnlessChanged(changes, 'events'),
          groups: storedUnlessChanged(changes, 'groups'),
          edges: storedUnlessChanged(changes, 'edges'),
          variables: storedUnlessChanged(changes, 'variables'),
        })
        .from(bots).where(eq(bots.id, current.id)).for('update')
      if (updatedAt && new Date(updatedAt).getTime() < locked.updatedAt.getTime()) {
        throw conflict('The bot was changed since you loaded it; reload to get the latest version', {
          updatedAt: locked.updatedAt.toISOString(),
        })
      }
      if (changes.folderId !== undefined) await assertFolderIn(tx, current.workspaceId, changes.folderId)
      assertDocumentIntegrity({
        events: changes.events ?? locked.events ?? undefined,
        groups: changes.groups ?? locked.groups ?? undefined,
        edges: changes.edges ?? locked.edges ?? undefined,
        variables: changes.variables ?? locked.variables ?? undefined,
      })
      // Open editors get this change merged into what they edit live: it needs what it replaced.
      const before = collab && replaced.length > 0 ? await documentFieldsOf(tx, current.id, replaced) : null
      const savedAt = new Date()
      if (before) liveChange = { before, after: Object.fromEntries(replaced.map((field) => [field, changes[field]])), updatedAt: savedAt }
      else if (collab) await followRowVersion(tx, current.id, locked.updatedAt, savedAt)
      const update = tx
        .update(bots)
        .set({ ...changes, updatedAt: savedAt })
        .where(eq(bots.id, current.id))
      if (prefersMinimal(headers)) {
        const [saved] = await withUniqueFields(() => update.returning({ id: bots.id, updatedAt: bots.updatedAt }))
        return { bot: { id: saved.id, updatedAt: saved.updatedAt.toISOString() } }
      }
      const [row] = await withUniqueFields(() => update.returning())
      return { bot: toBot(row) }
    })
    if (liveChange) await applyLiveChange(collab, input.botId, liveChange)
    return answer
  }),

  delete: authed.bots.delete.handler(async ({ context: { db, user, services }, input }) => {
    const fileKeys = await db.transaction(async (tx) => {
      await requireBotAccess(tx, user.id, input.botId, 'write')
      const keys = await takeUploads(tx, eq(uploads.botId, input.botId))
      // Published versions, results, answers, logs and sessions go with it through ON DELETE CASCADE.
      await tx.delete(bots).where(eq(bots.id, input.botId))
      return keys
    })
    await deleteStoredFiles(services.storage, fileKeys)
    return { message: 'Bot deleted' }
  }),

  duplicate: authed.bots.duplicate.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      const { bot: source } = await requireBot(tx, user.id, input.botId, 'write')
      const folderId = input.folderId === undefined ? source.folderId : input.folderId
      await assertFolderIn(tx, source.workspaceId, folderId)
      const name = input.name ?? `${source.name} (copy)`
      const now = new Date()
      const [row] = await tx
        .insert(bots)
        .values({
          ...source,
          id: createId(),
          name,
          folderId,
          publicId: generatePublicId(name),
          customDomain: null,
          publishedBotId: null,
          isClosed: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      await copyNotes(tx, source.id, row.id)
      return { bot: toBot(row) }
    }),
  ),
}
