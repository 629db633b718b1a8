import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { DatabaseHandle } from '../database'
import { acquireDataDirLock } from '../dataDirLock'
import { openPostgres } from '../postgres'
import { startEmbeddedPostgres } from './embeddedPostgres'
import { migrateFromPglite } from './migrateFromPglite'

/**
 * The default database: a PostgreSQL server of our own under `dataDir/postgres`, started before the
 * service and stopped after it. A data folder left by an earlier version (PGlite, `dataDir/pg`) is
 * copied over once.
 */
export async function openEmbeddedDatabase(dataDir: string, options: { durable?: boolean } = {}): Promise<DatabaseHandle> {
  const clusterDir = join(dataDir, 'postgres')
  // One service per folder: it starts and stops the server, so a second one must not share it.
  const releaseLock = acquireDataDirLock(clusterDir)
  try {
    const server = await startEmbeddedPostgres({ clusterDir, durable: options.durable })
    try {
      const handle = await openPostgres(server.connectionString())
      const pgliteDir = join(dataDir, 'pg')
      if (existsSync(pgliteDir)) await migrateFromPglite(pgliteDir, handle.db).catch(async (error) => {
        await handle.close()
        throw error
      })
      return {
        db: handle.db,
        kind: 'embedded',
        close: async () => {
          await handle.close()
          await server.stop()
          releaseLock()
        },
      }
    } catch (error) {
      await server.stop().catch(() => {})
      throw error
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}
