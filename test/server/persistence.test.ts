import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { bootstrap } from '../../src/server/bootstrap'
import { openEmbeddedDatabase } from '../../src/server/db/embedded/openEmbedded'
import { migrationsFolder } from '../../src/server/db/migrationsFolder'
import { newBotRow } from '../../src/server/bots/newBot'
import { answers, bots, results, users, workspaces } from '../../src/server/db/schema'

const dataDir = mkdtempSync(join(tmpdir(), 'bb-persist-'))
const tokenKey = randomBytes(32)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded PostgreSQL server on disk', () => {
  it('keeps the owner, the workspace and bots across a restart, and bootstraps only once', async () => {
    const folder = join(dataDir, 'restart')
    const first = await openEmbeddedDatabase(folder)
    const outcome = await bootstrap(first.db, tokenKey)
    expect(outcome.firstStart).toBe(true)
    const [workspace] = await first.db.select().from(workspaces)
    await first.db.insert(bots).values(newBotRow(workspace.id, { name: 'Survivor' }))
    await first.close()

    const second = await openEmbeddedDatabase(folder)
    try {
      expect((await bootstrap(second.db, tokenKey)).firstStart).toBe(false)
      expect((await second.db.select().from(bots)).map((b) => b.name)).toEqual(['Survivor'])
      expect(await second.db.select().from(users)).toHaveLength(1)
      // Small WAL segments: a new one is zero-filled while every commit waits (embeddedPostgres.ts).
      const { rows } = (await second.db.execute(sql`show wal_segment_size`)) as { rows: { wal_segment_size: string }[] }
      expect(rows[0].wal_segment_size).toBe('1MB')
      // …and checkpoints as far apart as with PostgreSQL's usual segments, not every 64 MB of WAL.
      const { rows: walSizes } = (await second.db.execute(sql`select pg_size_bytes(setting || unit) as bytes from pg_settings where name = 'max_wal_size'`)) as { rows: { bytes: string }[] }
      expect(Number(walSizes[0].bytes)).toBe(1024 ** 3)
    } finally {
      await second.close()
    }
  })

  it('refuses a second service on a data folder that is in use', async () => {
    const folder = join(dataDir, 'busy')
    const holder = await openEmbeddedDatabase(folder)
    try {
      // Another live process holds the folder: the lock names it (here, the test runner's parent).
      writeFileSync(`${join(folder, 'postgres')}.lock`, String(process.ppid))
      await expect(openEmbeddedDatabase(folder)).rejects.toThrow(/in use by process/)
    } finally {
      writeFileSync(`${join(folder, 'postgres')}.lock`, String(process.pid))
      await holder.close()
    }
  })

  it('moves the data of an earlier PGlite folder over once, sequences included', async () => {
    const folder = join(dataDir, 'from-pglite')
    mkdirSync(folder, { recursive: true })
    const pglite = new PGlite(join(folder, 'pg'))
    const old = drizzle({ client: pglite })
    await migrate(old, { migrationsFolder })
    const first = await bootstrap(old as never, tokenKey)
    expect(first.firstStart).toBe(true)
    const [workspace] = await old.select().from(workspaces)
    const bot = newBotRow(workspace.id, { name: 'From PGlite' })
    await old.insert(bots).values(bot)
    await old.insert(results).values({ id: 'r1', botId: bot.id, variables: [{ id: 'v', name: 'Name', value: 'Ada' }] })
    await old.insert(answers).values([{ resultId: 'r1', blockId: 'b1', content: 'first' }])
    await pglite.close()

    const moved = await openEmbeddedDatabase(folder)
    try {
      expect((await bootstrap(moved.db, tokenKey)).firstStart).toBe(false)
      expect((await moved.db.select().from(bots)).map((b) => b.name)).toEqual(['From PGlite'])
      expect((await moved.db.select().from(results))[0].variables).toEqual([{ id: 'v', name: 'Name', value: 'Ada' }])
      // The answers' sequence goes on after the copied rows, so new answers keep their order.
      await moved.db.insert(answers).values({ resultId: 'r1', blockId: 'b2', content: 'second' })
      expect((await moved.db.select().from(answers).orderBy(answers.id)).map((a) => a.content)).toEqual(['first', 'second'])
    } finally {
      await moved.close()
    }
    expect(existsSync(join(folder, 'pg'))).toBe(false)
    expect(existsSync(join(folder, 'pg.migrated'))).toBe(true)
  }, 90_000) // PGlite itself takes 4-12 s to open a folder, more on a busy machine
})
