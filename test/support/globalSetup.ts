import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { adminQuery, databaseUrl, isPostgresRun } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database. PostgreSQL: the name of a migrated template database. */
    databaseTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string }
  }
}

/**
 * Creating and migrating a database takes seconds; each test file instead copies one prepared
 * template (PGlite: load a dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (isPostgresRun()) {
    const name = `bb_template_${process.pid}`
    await adminQuery(`DROP DATABASE IF EXISTS ${name}`)
    await adminQuery(`CREATE DATABASE ${name}`)
    const handle = await openPostgres(databaseUrl(name))
    await handle.close()
    project.provide('databaseTemplate', { kind: 'postgres', name })
    return () => adminQuery(`DROP DATABASE IF EXISTS ${name}`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'bb-template-'))
  const handle = await openPglite({ memory: true })
  const dump = await handle.client.dumpDataDir('none')
  await handle.close()
  const dumpFile = join(dir, 'template.tar')
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()))
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile })
  return () => rmSync(dir, { recursive: true, force: true })
}
