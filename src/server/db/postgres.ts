import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Database, DatabaseHandle } from './database'
import { migrationsFolder } from './migrationsFolder'
import * as schema from './schema'

/** Connects to a PostgreSQL server (DATABASE_URL) and applies pending migrations. */
export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL connection lost:', error.message))
  try {
    const db = drizzle({ client: pool, schema }) as unknown as Database
    await migrate(drizzle({ client: pool }), { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  } catch (error) {
    await pool.end()
    throw error
  }
}
