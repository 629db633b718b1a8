import { and, inArray } from 'drizzle-orm'
import { authed } from '../../api/procedures'
import { badRequest } from '../../api/errors'
import { requireBot } from '../../auth/access'
import { results } from '../../db/schema'
import type { ResultColumn } from '../../../shared/result'
import { parseResultIds } from '../resultIds'
import { resultFilterCondition } from '../resultFilter'
import { botResultColumns } from '../botResultColumns'
import { type ExportFormat, exportWriter } from './exportFormats'
import { exportStream } from './exportStream'

/** `attachment` with an ASCII name for old clients and the UTF-8 one (RFC 6266) for the rest. */
function attachment(botName: string, extension: string, now: Date) {
  const name = `${botName} results ${now.toISOString().slice(0, 10)}.${extension}`
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** The columns named, in the order named (the table as the owner arranged it), or all of them. */
function pickColumns(columns: ResultColumn[], ids: string[] | undefined) {
  if (!ids) return columns
  const byId = new Map(columns.map((column) => [column.id, column]))
  const unknown = ids.find((id) => !byId.has(id))
  if (unknown !== undefined) throw badRequest('columns', `"${unknown}" is not a column of this bot's results`)
  return [...new Set(ids)].map((id) => byId.get(id)!)
}

/**
 * POST /v1/bots/{botId}/results/export: the chosen or filtered results as CSV or JSON, streamed
 * while the pages are read, so a bot's 100,000 results take no more memory than one page.
 */
export const exportRoute = authed.results.export.handler(async ({ context: { db, user }, input }) => {
  const { bot } = await requireBot(db, user.id, input.botId, 'read')
  const ids = parseResultIds(input.resultIds)
  if (ids?.length === 0) throw badRequest('resultIds', 'give at least one id, or leave it out to export every result the filters select')
  const condition = and(resultFilterCondition(db, bot.id, input), ids && inArray(results.id, ids))!
  const columns = pickColumns(await botResultColumns(db, bot), input.columns)
  const format: ExportFormat = { format: input.format, columns, timeZone: input.timeZone ?? 'UTC' }
  const writer = exportWriter(format)
  return {
    headers: { 'content-type': writer.contentType, 'content-disposition': attachment(bot.name, writer.extension, new Date()) },
    body: exportStream(db, condition, format),
  }
})
