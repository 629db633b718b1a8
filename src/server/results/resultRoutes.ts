import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { authed } from '../api/procedures'
import { badRequest, notFound } from '../api/errors'
import { requireBotAccess } from '../auth/access'
import { answers, logs, resultMessages, results, uploads } from '../db/schema'
import { deleteStoredFiles, takeUploads } from '../uploads/deleteUploads'
import { exportRoute } from './export/exportRoute'
import { resultColumnsRoute } from './resultColumnsRoute'
import { parseResultIds } from './resultIds'
import { resultFilterCondition } from './resultFilter'
import { keyOfResult, readResultPage } from './resultPages'
import { withAnswers } from './resultRows'

export const resultRoutes = {
  list: authed.results.list.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const after = input.cursor ? await keyOfResult(db, input.botId, input.cursor) : undefined
    if (input.cursor && !after) throw badRequest('cursor', 'unknown cursor; start again without one')
    // One row more than asked tells whether another page follows.
    const { results: rows } = await readResultPage(db, resultFilterCondition(db, input.botId, input), after, input.limit + 1)
    const page = rows.slice(0, input.limit)
    return { results: page, nextCursor: rows.length > input.limit ? page[page.length - 1].id : null }
  }),

  count: authed.results.count.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const [{ total }] = await db.select({ total: count() }).from(results).where(resultFilterCondition(db, input.botId, input))
    return { total }
  }),

  columns: resultColumnsRoute,

  get: authed.results.get.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const rows = await db
      .select()
      .from(results)
      .where(and(eq(results.id, input.resultId), eq(results.botId, input.botId)))
    if (rows.length === 0) throw notFound('Result')
    const [result] = await withAnswers(db, rows)
    return { result }
  }),

  delete: authed.results.delete.handler(async ({ context: { db, user, services }, input }) => {
    const { deleted, fileKeys } = await db.transaction(async (tx) => {
      await requireBotAccess(tx, user.id, input.params.botId, 'write')
      // The body wins over the query, field by field.
      const { resultIds, ...filter } = { ...input.query, ...input.body }
      const ids = parseResultIds(resultIds)
      if (ids?.length === 0) throw badRequest('resultIds', 'give at least one id, or leave it out to delete all results')
      const rows = await tx
        .delete(results)
        .where(and(resultFilterCondition(tx, input.params.botId, filter), ids && inArray(results.id, ids)))
        .returning({ id: results.id })
      const keys = rows.length ? await takeUploads(tx, and(eq(uploads.botId, input.params.botId), inArray(uploads.resultId, rows.map((row) => row.id)))!) : []
      return { deleted: rows.length, fileKeys: keys }
    })
    await deleteStoredFiles(services.storage, fileKeys)
    return { message: `Deleted ${deleted} result${deleted === 1 ? '' : 's'}`, deletedCount: deleted }
  }),

  export: exportRoute,

  logs: authed.results.logs.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const [result] = await db
      .select({ id: results.id })
      .from(results)
      .where(and(eq(results.id, input.resultId), eq(results.botId, input.botId)))
    if (!result) throw notFound('Result')
    const rows = await db.select().from(logs).where(eq(logs.resultId, result.id)).orderBy(asc(logs.createdAt), asc(logs.id))
    return {
      logs: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    }
  }),

  transcript: authed.results.transcript.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const [result] = await db
      .select({ id: results.id })
      .from(results)
      .where(and(eq(results.id, input.resultId), eq(results.botId, input.botId)))
    if (!result) throw notFound('Result')
    const [said, answered] = await Promise.all([
      db.select().from(resultMessages).where(eq(resultMessages.resultId, result.id)).orderBy(asc(resultMessages.id)),
      db.select().from(answers).where(eq(answers.resultId, result.id)).orderBy(asc(answers.id)),
    ])
    // Within one turn the visitor's answer came first, then what the bot said in reply.
    const entries = [
      ...answered.map((a, i) => ({ at: a.createdAt.getTime(), rank: 0, seq: i, entry: { type: 'answer' as const, blockId: a.blockId, content: a.content, ...(a.attachedFileUrls && { attachedFileUrls: a.attachedFileUrls }), createdAt: a.createdAt.toISOString() } })),
      ...said.map((m, i) => ({ at: m.createdAt.getTime(), rank: 1, seq: i, entry: { type: 'message' as const, message: m.message, createdAt: m.createdAt.toISOString() } })),
    ].sort((a, b) => a.at - b.at || a.rank - b.rank || a.seq - b.seq)
    return { entries: entries.map((e) => e.entry) }
  }),
}
