import type { SQL } from 'drizzle-orm'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import type * as schema from './schema'

/** The database through Drizzle's PostgreSQL dialect (node-postgres underneath). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Where a query can run: the database, or the transaction of the current request. */
export type Executor = Database | Transaction

/** The rows of a hand-written statement. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

const dialect = new PgDialect()
/** Statement texts seen, each with its prepared statement's name (a few per call site: bounded). */
const preparedNames = new Map<string, string>()

/**
 * A hand-written statement run with the same text again and again (a chat turn's save): prepared
 * once per connection, so PostgreSQL parses and plans it once rather than on every call. Within a
 * transaction (no pool at hand) it runs as a plain statement.
 */
export async function queryPrepared<Row>(db: Executor, name: string, query: SQL): Promise<Row[]> {
  const pool = (db as { $client?: Pool }).$client
  if (!pool?.query) return queryRows<Row>(db, query)
  const { sql: text, params } = dialect.sqlToQuery(query)
  let prepared = preparedNames.get(text)
  if (!prepared) preparedNames.set(text, (prepared = `${name}-${preparedNames.size}`))
  const result = await pool.query<Row & object>({ name: prepared, text, values: params })
  return result.rows
}

export type DatabaseHandle = {
  db: Database
  /** `embedded`: our own server under DATA_DIR; `postgres`: DATABASE_URL's. */
  kind: 'embedded' | 'postgres'
  close: () => Promise<void>
}

/** Drizzle wraps driver errors; the SQLSTATE code sits on the cause. */
export const sqlStateOf = (error: unknown): string | undefined => {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'
