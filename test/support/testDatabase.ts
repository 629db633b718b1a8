import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { createId } from '../../src/shared/ids'
import type { DatabaseHandle } from '../../src/server/db/database'
import { openPglite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { adminQuery, databaseUrl } from './databases'

/** A fresh, migrated database for one test file, copied from the suite's template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate')
  if (template.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([readFileSync(template.dumpFile)]) })
  }
  const name = `bb_test_${createId()}`
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template.name}`)
  const handle = await openPostgres(databaseUrl(name))
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`)
    },
  }
}
