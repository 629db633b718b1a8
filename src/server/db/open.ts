import { join } from 'node:path'
import type { DatabaseHandle } from './database'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

/** DATABASE_URL selects PostgreSQL; otherwise PGlite keeps its files under `dataDir/pg`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite({ dataDir: join(options.dataDir, 'pg') })
}
