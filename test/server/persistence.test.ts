import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bootstrap } from '../../src/server/bootstrap'
import { openPglite } from '../../src/server/db/pglite'
import { newBotRow } from '../../src/server/bots/newBot'
import { bots, users, workspaces } from '../../src/server/db/schema'

const dataDir = mkdtempSync(join(tmpdir(), 'bb-persist-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded database on disk', () => {
  it('keeps the owner, the workspace and bots across a restart, and bootstraps only once', async () => {
    const first = await openPglite({ dataDir: join(dataDir, 'pg') })
    const outcome = await bootstrap(first.db)
    expect(outcome.firstStart).toBe(true)
    const [workspace] = await first.db.select().from(workspaces)
    await first.db.insert(bots).values(newBotRow(workspace.id, { name: 'Survivor' }))
    await first.close()

    const second = await openPglite({ dataDir: join(dataDir, 'pg') })
    try {
      expect((await bootstrap(second.db)).firstStart).toBe(false)
      expect((await second.db.select().from(bots)).map((b) => b.name)).toEqual(['Survivor'])
      expect(await second.db.select().from(users)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })

  it('refuses a second server on a data folder that is in use', async () => {
    const holder = await openPglite({ dataDir: join(dataDir, 'busy') })
    try {
      // Another live process holds the folder: the lock names it (here, the test runner's parent).
      writeFileSync(`${join(dataDir, 'busy')}.lock`, String(process.ppid))
      await expect(openPglite({ dataDir: join(dataDir, 'busy') })).rejects.toThrow(/in use by process/)
    } finally {
      await holder.close()
    }
  })
})
