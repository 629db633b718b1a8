import { join } from 'node:path'
import type { DatabaseHandle } from './database'
import { dataDirHolder } from './dataDirLock'
import { embeddedConnectionString } from './embedded/embeddedPostgres'
import { openEmbeddedDatabase } from './embedded/openEmbedded'
import { openPostgres } from './postgres'

/** DATABASE_URL selects that PostgreSQL server; otherwise our embedded one keeps its files under `dataDir/postgres`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbeddedDatabase(options.dataDir)
}

/**
 * For command-line tools (`npm run token`): while a service runs on the embedded database, connect
 * to its server rather than start another; otherwise open the database as the service does.
 */
export function openDatabaseBesideService(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const clusterDir = join(options.dataDir, 'postgres')
  if (options.databaseUrl || dataDirHolder(clusterDir) === undefined) return openDatabase(options)
  return openPostgres(embeddedConnectionString(clusterDir))
}
