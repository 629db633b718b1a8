import { inject } from 'vitest'
import { createId } from '../../src/shared/ids'
import type { DatabaseHandle } from '../../src/server/db/database'
import { openPostgres } from '../../src/server/db/postgres'
import { adminQuery, databaseUrl } from './databases'

/** A fresh, migrated database copied from the suite's template: its URL (for service processes), and its removal. */
export async function createTestDatabase() {
  const { adminUrl, name: template } = inject('databaseTemplate')
  const name = `bb_test_${createId()}`
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`)
  // `force` ends the connections left by service processes that were killed.
  const drop = ({ force = false } = {}) => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}${force ? ' WITH (FORCE)' : ''}`)
  return { url: databaseUrl(adminUrl, name), drop }
}

/** A fresh, migrated database for one test file, copied from the suite's template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await createTestDatabase()
  const handle = await openPostgres(database.url)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await database.drop()
    },
  }
}
