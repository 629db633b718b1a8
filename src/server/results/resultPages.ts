import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows, statementOf } from '../db/database'
import { answers, results } from '../db/schema'
import { type PageKey, parseResultPage } from './pageDocument'

const createdAtText = sql<string>`${results.createdAt}::text`

// Exactly the order of results_bot_created_idx ("DESC NULLS LAST"): a plain DESC means NULLS FIRST,
// which the index cannot give, and the database would then sort every result of the bot for a page.
const newestFirst = [sql`${results.createdAt} desc nulls last`, sql`${results.id} desc nulls last`]

/** The result's variables, or only those named (an export of a few columns reads no others). */
const variablesOf = (onlyIds: string[] | undefined) =>
  onlyIds === undefined
    ? sql`r.variables`
    : onlyIds.length === 0
      ? sql`'[]'::jsonb`
      : sql`coalesce((select jsonb_agg(v) from jsonb_array_elements(r.variables) v
          where v->>'id' in (${sql.join(onlyIds.map((id) => sql`${id}`), sql`, `)})), '[]'::jsonb)`

/**
 * A page of results as one JSON document: the database builds it and JSON.parse reads it, instead
 * of the driver decoding every field of every row (with PGlite, that decoding runs in JavaScript: a
 * fifth of an export's time, and most of its garbage). Each result carries its
 * answers in arrival order, looked up by answers_result_idx whatever the planner's statistics.
 */
const pageDocument = (filter: SQL, limit: number, variableIds: string[] | undefined) => sql`
  select coalesce(json_agg(json_build_array(
    r.id, r.bot_id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${variablesOf(variableIds)},
    r.is_completed, r.has_started, r.is_archived, r.last_chat_session_id,
    (select coalesce(json_agg(json_build_array(a.block_id, a.content, a.attached_file_urls) order by a.id), '[]'::json)
      from ${answers} a where a.result_id = r.id),
    r.created_at::text, r.language
  ) order by r.created_at desc, r.id desc)::text, '[]') as page
  from (
    select * from ${results} where ${filter}
    order by ${sql.join(newestFirst, sql`, `)} limit ${limit}
  ) r`

/** The page of results passing `condition` strictly after `after` in the newest-first order. */
const pageQuery = (condition: SQL, after: PageKey | undefined, limit: number, variableIds: string[] | undefined) =>
  pageDocument(and(condition, after && sql`(${results.createdAt}, ${results.id}) < (${after.createdAt}::timestamptz, ${after.id})`)!, limit, variableIds)

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
  const [{ page }] = await queryRows<{ page: string }>(db, pageQuery(condition, after, limit, variableIds))
  return parseResultPage(page)
}

/**
 * The statement of the same page, whose one row's `page` column is the page document: an export
 * reads it on its render worker, so the document (a megabyte for 250 results) never reaches the
 * event loop's heap.
 */
export const resultPageStatement = (condition: SQL, after: PageKey | undefined, limit: number, variableIds?: string[]) =>
  statementOf(pageQuery(condition, after, limit, variableIds))
