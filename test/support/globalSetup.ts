import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embeddedPostgres'
import { openPostgres } from '../../src/server/db/postgres'
import { adminQuery, databaseUrl, isPostgresRun, postgresAdminUrl } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated template database, and the admin URL of its server, which copies it per test file. */
    databaseTemplate: { adminUrl: string; name: string }
  }
}

/**
 * Creating and migrating a database takes seconds; each test file instead copies one prepared
 * template with `CREATE DATABASE … TEMPLATE` (about 40 ms). The server is our embedded PostgreSQL
 * (throwaway, without fsync), or the external one with TEST_DB=postgres.
 */
export default async function setup(project: TestProject) {
  const name = `bb_template_${process.pid}`
  let adminUrl = postgresAdminUrl()
  let stopServer = async () => {}
  if (!isPostgresRun()) {
    const dir = mkdtempSync(join(tmpdir(), 'bb-test-pg-'))
    const server = await startEmbeddedPostgres({ clusterDir: join(dir, 'postgres'), durable: false })
    adminUrl = server.connectionString()
    stopServer = async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`)
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
  const handle = await openPostgres(databaseUrl(adminUrl, name))
  await handle.close()
  project.provide('databaseTemplate', { adminUrl, name })
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await stopServer()
  }
}
