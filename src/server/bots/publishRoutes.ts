import { and, desc, eq } from 'drizzle-orm'
import { createId } from '../../shared/ids'
import { authed } from '../api/procedures'
import { notFound } from '../api/errors'
import { requireBot, requireBotAccess } from '../auth/access'
import { bots, publishedBots } from '../db/schema'
import { toBot, toPublishedBot, toPublishedBotSummary } from './botRow'
import { withUniqueFields } from './botWrites'
import { generatePublicId } from './publicIds'
import { applyLiveChange } from '../collab/restWrites'

export const publishRoutes = {
  publish: authed.bots.publish.handler(async ({ context: { db, user, collab }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'write')
    // Edits made live are in the row within a second; publishing takes them all, now.
    await collab?.writeBack(input.botId)
    return db.transaction(async (tx) => {
      await requireBotAccess(tx, user.id, input.botId, 'write')
      const [bot] = await tx.select().from(bots).where(eq(bots.id, input.botId)).for('update')
      const now = new Date()
      const [snapshot] = await tx
        .insert(publishedBots)
        .values({
          id: createId(),
          botId: bot.id,
          version: bot.version,
          events: bot.events,
          groups: bot.groups,
          edges: bot.edges,
          variables: bot.variables,
          theme: bot.theme,
          settings: bot.settings,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      // A bot without a public id could not be reached once published.
      await withUniqueFields(() =>
        tx
          .update(bots)
          .set({ publishedBotId: snapshot.id, publicId: bot.publicId ?? generatePublicId(bot.name) })
          .where(eq(bots.id, bot.id)),
      )
      return { publishedBot: toPublishedBotSummary(snapshot) }
    })
  }),

  unpublish: authed.bots.unpublish.handler(async ({ context: { db, user }, input }) =>
    db.transaction(async (tx) => {
      await requireBotAccess(tx, user.id, input.botId, 'write')
      // Snapshots stay, so the version history survives and can be published again.
      await tx.update(bots).set({ publishedBotId: null }).where(eq(bots.id, input.botId))
      return { message: 'Bot unpublished' }
    }),
  ),

  getPublished: authed.bots.getPublished.handler(async ({ context: { db, user }, input }) => {
    const { bot } = await requireBot(db, user.id, input.botId, 'read')
    if (!bot.publishedBotId) throw notFound('Published bot')
    const [row] = await db.select().from(publishedBots).where(eq(publishedBots.id, bot.publishedBotId))
    if (!row) throw notFound('Published bot')
    return { publishedBot: toPublishedBot(row) }
  }),

  listPublished: authed.bots.listPublished.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const rows = await db
      .select({
        id: publishedBots.id,
        botId: publishedBots.botId,
        version: publishedBots.version,
        createdAt: publishedBots.createdAt,
      })
      .from(publishedBots)
      .where(eq(publishedBots.botId, input.botId))
      .orderBy(desc(publishedBots.createdAt), desc(publishedBots.id))
    return { publishedBots: rows.map(toPublishedBotSummary) }
  }),

  getPublishedVersion: authed.bots.getPublishedVersion.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const [row] = await db
      .select()
      .from(publishedBots)
      .where(and(eq(publishedBots.botId, input.botId), eq(publishedBots.id, input.publishedBotId)))
    if (!row) throw notFound('Published version')
    return { publishedBot: toPublishedBot(row) }
  }),

  restorePublishedVersion: authed.bots.restorePublishedVersion.handler(async ({ context: { db, user, collab }, input }) => {
    const answer = await db.transaction(async (tx) => {
      await requireBotAccess(tx, user.id, input.botId, 'write')
      const [version] = await tx
        .select()
        .from(publishedBots)
        .where(and(eq(publishedBots.botId, input.botId), eq(publishedBots.id, input.publishedBotId)))
      if (!version) throw notFound('Published version')
      const { events, groups, edges, variables, theme, settings } = version
      const [row] = await tx
        .update(bots)
        .set({ version: version.version, events, groups, edges, variables, theme, settings, updatedAt: new Date() })
        .where(eq(bots.id, input.botId))
        .returning()
      return { bot: toBot(row), row }
    })
    // Open editors now show the restored version.
    const { events, groups, edges, variables, theme, settings, updatedAt } = answer.row
    await applyLiveChange(collab, input.botId, { before: null, after: { events, groups, edges, variables, theme, settings }, updatedAt })
    return { bot: answer.bot }
  }),

  publicIdAvailability: authed.bots.publicIdAvailability.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const [taken] = await db.select({ id: bots.id }).from(bots).where(eq(bots.publicId, input.publicId))
    return { isAvailable: !taken || taken.id === input.botId }
  }),
}
