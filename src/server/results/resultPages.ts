import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm'
import type { Answer, Result } from '../../shared/result'
import type { Executor } from '../db/database'
import { answers, results } from '../db/schema'

/**
 * Where a page ends in the (createdAt, id) descending order. The timestamp stays PostgreSQL text:
 * a JS Date would drop its microseconds and skip rows created in the same millisecond.
 */
export type PageKey = { createdAt: string; id: string }

const createdAtText = sql<string>`${results.createdAt}::text`

// Exactly the order of results_bot_created_idx ("DESC NULLS LAST"): a plain DESC means NULLS FIRST,
// which the index cannot give, and the database would then sort every result of the bot for a page.
const newestFirst = [sql`${results.createdAt} desc nulls last`, sql`${results.id} desc nulls last`]

/**
 * A result's answers in arrival order, as one JSON array of [blockId, content, attachedFileUrls].
 * One row per result instead of one per answer: the rows are what costs (PGlite decodes each one in
 * JavaScript), and the lookup by result id follows answers_result_idx whatever the planner's statistics.
 * Names are written out: in a select list Drizzle leaves columns unqualified, and a bare "id" would
 * be the answer's.
 */
const answersJson = sql<[string, string, string[] | null][]>`(
  select coalesce(json_agg(json_build_array(a.block_id, a.content, a.attached_file_urls) order by a.id), '[]'::json)
  from ${answers} a where a.result_id = ${sql.raw(`"${getTableName(results)}"."id"`)})`

/** The result's variables, or only those named (an export of a few columns reads no others). */
const variablesOf = (onlyIds: string[] | undefined) =>
  onlyIds === undefined
    ? results.variables
    : onlyIds.length === 0
      ? sql<Result['variables']>`'[]'::jsonb`
      : sql<Result['variables']>`coalesce((select jsonb_agg(v) from jsonb_array_elements(${sql.raw(`"${getTableName(results)}"."variables"`)}) v
          where v->>'id' in (${sql.join(onlyIds.map((id) => sql`${id}`), sql`, `)})), '[]'::jsonb)`

const resultFields = (variableIds: string[] | undefined) => ({
  id: results.id,
  botId: results.botId,
  createdAt: sql<string>`to_char(${results.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  variables: variablesOf(variableIds),
  isCompleted: results.isCompleted,
  hasStarted: results.hasStarted,
  isArchived: results.isArchived,
  lastChatSessionId: results.lastChatSessionId,
  answers: answersJson,
  pageKey: createdAtText,
})

/** The key of a result named as a cursor, or undefined when the bot has no such result. */
export async function keyOfResult(db: Executor, botId: string, resultId: string): Promise<PageKey | undefined> {
  const [row] = await db
    .select({ createdAt: createdAtText, id: results.id })
    .from(results)
    .where(and(eq(results.id, resultId), eq(results.botId, botId)))
  return row
}

/**
 * Up to `limit` results passing `condition` with their answers, newest first, strictly after `after`
 * (keyset paging). With `variableIds`, the results carry only those variables.
 */
export async function readResultPage(db: Executor, condition: SQL, after: PageKey | undefined, limit: number, variableIds?: string[]) {
  const rows = await db
    .select(resultFields(variableIds))
    .from(results)
    .where(and(condition, after && sql`(${results.createdAt}, ${results.id}) < (${after.createdAt}::timestamptz, ${after.id})`))
    .orderBy(...newestFirst)
    .limit(limit)
  const last = rows.at(-1)
  return {
    results: rows.map(({ pageKey: _pageKey, answers: answerRows, ...row }): Result => ({
      ...row,
      answers: answerRows.map(([blockId, content, attachedFileUrls]): Answer => (attachedFileUrls ? { blockId, content, attachedFileUrls } : { blockId, content })),
    })),
    last: last && { createdAt: last.pageKey, id: last.id },
  }
}

/** Every result passing `condition`, page by page: memory holds one page whatever the total. */
export async function* resultPages(db: Executor, condition: SQL, pageSize: number, variableIds?: string[]) {
  let after: PageKey | undefined
  for (;;) {
    const page = await readResultPage(db, condition, after, pageSize, variableIds)
    if (page.results.length > 0) yield page.results
    if (page.results.length < pageSize) return
    after = page.last
  }
}
