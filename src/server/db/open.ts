import type { DatabaseHandle } from './database'
import { openEmbeddedDatabase } from './embedded/openEmbedded'
import { openPostgres } from './postgres'

/** DATABASE_URL selects that PostgreSQL server; otherwise our embedded one keeps its files under `dataDir/postgres`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbeddedDatabase(options.dataDir)
}
