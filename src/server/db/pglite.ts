import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Database, DatabaseHandle } from './database'
import { acquireDataDirLock } from './dataDirLock'
import { migrationsFolder } from './migrationsFolder'
import * as schema from './schema'

type PgliteSource = { dataDir: string } | { loadDataDir: Blob } | { memory: true }

/** Opens PGlite on disk (or in memory for tests) and applies pending migrations. */
export async function openPglite(source: PgliteSource): Promise<DatabaseHandle & { client: PGlite }> {
  const releaseLock = 'dataDir' in source ? acquireDataDirLock(source.dataDir) : () => {}
  try {
    const client =
      'dataDir' in source
        ? new PGlite(source.dataDir)
        : 'loadDataDir' in source
          ? new PGlite({ loadDataDir: source.loadDataDir })
          : new PGlite()
    await client.waitReady
    await client.exec('SET synchronous_commit = off')
    const db = drizzle({ client, schema }) as unknown as Database
    await migrate(drizzle({ client }), { migrationsFolder })
    return {
      db,
      client,
      kind: 'pglite',
      close: async () => {
        await client.close()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}
