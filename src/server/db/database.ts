import type { SQL } from 'drizzle-orm'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
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

/** The node-postgres pool under Drizzle, for what Drizzle does not do: statements prepared by name, connections of their own. */
export const poolOf = (db: Database): Pool => (db as unknown as { $client: Pool }).$client

/**
 * A statement whose text never changes (a chat turn's save), under a fixed name: node-postgres
 * prepares it once per connection, so PostgreSQL parses and plans it once rather than on every call.
 */
export async function queryPrepared<Row>(db: Database, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const result = await poolOf(db).query<Row & object>({ name, text, values })
  return result.rows
}

/** A statement as PostgreSQL receives it: text with $n placeholders and their values. */
export type Statement = { sql: string; params: unknown[] }

const dialect = new PgDialect()

/** A Drizzle statement's text and values, for a connection of its own (another thread's). */
export const statementOf = (query: SQL): Statement => dialect.sqlToQuery(query)

/** Where the database is, for a connection of its own (another thread's). */
export const connectionStringOf = (db: Database): string => poolOf(db).options.connectionString!

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
