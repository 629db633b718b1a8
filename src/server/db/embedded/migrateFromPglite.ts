import { renameSync } from 'node:fs'
import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { type Database, queryRows } from '../database'
import { migrationsFolder } from '../migrationsFolder'
import * as schema from '../schema'

// Parents before children, so foreign keys hold row by row.
const TABLES_IN_ORDER: PgTable[] = [
  schema.users,
  schema.apiTokens,
  schema.workspaces,
  schema.members,
  schema.folders,
  schema.bots,
  schema.publishedBots,
  schema.results,
  schema.answers,
  schema.resultMessages,
  schema.logs,
  schema.chatSessions,
  schema.visitedEdges,
  schema.uploads,
  schema.credentials,
]
const SERIAL_COLUMNS = [
  ['answers', 'id'],
  ['result_messages', 'id'],
] as const
const BATCH = 2_000

/**
 * Copies a PGlite data folder of an earlier version into the (new, empty, migrated) embedded server,
 * in one transaction, then renames the old folder so the copy happens once. Folders in parents'
 * order; rows travel as JSON and are read back by column name, so types and nulls survive.
 */
export async function migrateFromPglite(pgliteDir: string, target: Database) {
  console.log(`Moving the data of ${pgliteDir} (PGlite) into the embedded PostgreSQL server…`)
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const source = new PGlite(pgliteDir)
  try {
    await migrate(drizzle({ client: source }), { migrationsFolder })
    let copied = 0
    await target.transaction(async (tx) => {
      for (const table of TABLES_IN_ORDER) {
        const name = getTableName(table)
        for (let offset = 0; ; offset += BATCH) {
          const { rows } = await source.query<{ batch: string | null; count: number }>(
            `SELECT json_agg(t)::text AS batch, count(*)::int AS count FROM (SELECT * FROM "${name}" ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) t`,
          )
          const { batch, count } = rows[0]
          if (!batch) break
          await tx.execute(sql`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${batch}::json)`)
          copied += count
        }
      }
      for (const [table, column] of SERIAL_COLUMNS) {
        await queryRows(tx, sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), coalesce(max(${column}), 0) + 1, false) FROM ${table}`))
      }
    })
    console.log(`Moved ${copied} rows; the old folder is kept as ${pgliteDir}.migrated`)
  } finally {
    await source.close()
  }
  renameSync(pgliteDir, `${pgliteDir}.migrated`)
}
