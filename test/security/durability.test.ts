import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedConnectionString } from '../../src/server/db/embedded/embeddedPostgres'
import { createId } from '../../src/shared/ids'
import { crashUnderLoad, killEmbeddedServer, queryOnce } from '../support/crashUnderLoad'
import { adminQuery, databaseUrl, postgresAdminUrl } from '../support/databases'

const dataDir = mkdtempSync(join(tmpdir(), 'bb-durability-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const load = { visitors: 16, loadMs: 3_000 }

describe('an acknowledged answer survives a crash of the service (SIGKILL under load)', () => {
  it('on the embedded PostgreSQL server, killed with the service', async () => {
    const clusterDir = join(dataDir, 'postgres')
    const connectionString = embeddedConnectionString(clusterDir)
    const outcome = await crashUnderLoad({
      ...load,
      env: { DATA_DIR: dataDir },
      connectionString,
      alsoKill: () => killEmbeddedServer(clusterDir),
      afterRestart: async () => {
        // A kill of processes cannot show a lost disk cache: what makes a power cut safe is these settings.
        const settings = await queryOnce(connectionString, "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name")
        expect(settings).toEqual([
          { name: 'fsync', setting: 'on' },
          { name: 'full_page_writes', setting: 'on' },
          { name: 'synchronous_commit', setting: 'on' },
        ])
      },
    })
    expect(outcome.acknowledged).toBeGreaterThan(load.visitors)
    expect(outcome.lost).toEqual([])
    expect(outcome.startsAgain).toBe(true)
  }, 120_000)

  it('on an external PostgreSQL server (DATABASE_URL)', async () => {
    const name = `bb_durability_${createId()}`
    await adminQuery(postgresAdminUrl(), `CREATE DATABASE ${name}`)
    try {
      const url = databaseUrl(postgresAdminUrl(), name)
      const outcome = await crashUnderLoad({ ...load, env: { DATA_DIR: join(dataDir, 'external'), DATABASE_URL: url }, connectionString: url })
      expect(outcome.acknowledged).toBeGreaterThan(load.visitors)
      expect(outcome.lost).toEqual([])
      expect(outcome.startsAgain).toBe(true)
    } finally {
      await adminQuery(postgresAdminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  }, 120_000)
})
