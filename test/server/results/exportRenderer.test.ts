import { readFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openExportRenderer, RENDER_WORKER_IDLE_MS, renderWorkerRunning } from '../../../src/server/results/export/exportRenderer'
import type { ResultColumn } from '../../../src/shared/result'
import { createTestDatabase } from '../../support/testDatabase'

// The worker reads each page from the database itself: here a statement that answers the page
// document it is given, so these tests set the page's content (resultPages.ts writes the real one).
let database: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.drop())

const columns: ResultColumn[] = [{ id: 'q', kind: 'block', label: 'Name', blockId: 'q', blockType: 'text input' }]

const documentStatement = (document: string) => ({ sql: 'select $1::text as page', params: [document] })

/** The statement of a page document as the database writes it (resultPages.ts): positional rows, newest first. */
const pageOf = (names: string[]) =>
  documentStatement(
    JSON.stringify(
      names.map((name, i) => {
        const createdAt = `2024-01-0${9 - i}T10:00:00.000Z`
        return [`r${i}`, 'bot', createdAt, [], true, true, false, null, [['q', name, null]], `${createdAt} key`, null]
      }),
    ),
  )

/** The backends of the connections to the test database other than the one asking. */
async function otherBackends() {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
    return rows.map((row) => row.pid)
  } finally {
    await client.end()
  }
}
const connectionsToDatabase = async () => (await otherBackends()).length

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes)
const opened: ReturnType<typeof openExportRenderer>[] = []
const open = (format: 'csv' | 'json') => {
  const renderer = openExportRenderer({ format, columns, timeZone: 'Europe/Paris' }, database.url)
  opened.push(renderer)
  return renderer
}
afterEach(() => opened.splice(0).forEach((renderer) => renderer.close()))

describe("the export's render worker", () => {
  it('renders a page as the file shows it, with how many results it held and where it ends', async () => {
    const page = await open('csv').page(pageOf(['Ada', 'Grace, "the admiral"']), true)
    expect(text(page.bytes)).toBe('2024-01-09 11:00:00,Ada\r\n2024-01-08 11:00:00,"Grace, ""the admiral"""\r\n')
    expect(page.count).toBe(2)
    expect(page.last).toEqual({ createdAt: '2024-01-08T10:00:00.000Z key', id: 'r1' })
    expect(await open('csv').page(documentStatement('[]'), true)).toEqual({ bytes: undefined, count: 0, last: undefined })
  })

  it('keeps each export its own format while several render at once', async () => {
    const [csv, json] = await Promise.all([open('csv').page(pageOf(['Ada']), true), open('json').page(pageOf(['Ada']), false)])
    expect(text(csv.bytes)).toBe('2024-01-09 11:00:00,Ada\r\n')
    expect(JSON.parse(text(json.bytes).slice(1))).toMatchObject({ id: 'r0', columns: { Name: 'Ada' } })
  })

  it("fails only the page it cannot read: the next page and other exports are rendered", async () => {
    const broken = open('csv')
    await expect(broken.page(documentStatement('{ not a page'), false)).rejects.toThrow(/reading or rendering an export page failed/)
    await expect(broken.page({ sql: 'select page from no_such_table', params: [] }, false)).rejects.toThrow(/no_such_table/)
    expect(text((await broken.page(pageOf(['Ada']), false)).bytes)).toBe('2024-01-09 11:00:00,Ada\r\n')
    expect(text((await open('csv').page(pageOf(['Grace']), true)).bytes)).toBe('2024-01-09 11:00:00,Grace\r\n')
  })
})

describe("the render worker's connections", () => {
  it('reads with two connections at most however many exports read at once, and closes them once the last export closes', async () => {
    const exports = Array.from({ length: 5 }, () => open('csv'))
    // Each page is read slowly enough for all five to ask at once.
    const slowPage = { sql: "select pg_sleep(0.3), $1::text as page", params: [pageOf(['Ada']).params[0]] }
    const reading = Promise.all(exports.map((renderer) => renderer.page(slowPage, true)))
    await vi.waitFor(async () => expect(await connectionsToDatabase()).toBe(2))
    for (const page of await reading) expect(text(page.bytes)).toBe('2024-01-09 11:00:00,Ada\r\n')
    exports.slice(1).forEach((renderer) => renderer.close())
    expect(await connectionsToDatabase()).toBe(2)
    exports[0].close()
    await vi.waitFor(async () => expect(await connectionsToDatabase()).toBe(0))
  })
})

describe("the render worker's backends", () => {
  // The suite's embedded PostgreSQL, reached over its Unix socket, runs on this machine: the case the priority is lowered in.
  it('run below normal priority, their own session included, so that chat turns go first', async () => {
    await open('csv').page(pageOf(['Ada']), true)
    const [backend] = await otherBackends()
    expect(getPriority(backend)).toBe(10)
    // PostgreSQL puts each backend in a session of its own, which the kernel weighs against the service's.
    expect(readFileSync(`/proc/${backend}/autogroup`, 'utf8')).toMatch(/ nice 10$/m)
  })
})

describe("the render worker's life", () => {
  afterEach(() => vi.useRealTimers())

  it('stops a while after the last export closed, and starts again for the next one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const first = open('csv')
    await first.page(pageOf(['Ada']), true)
    first.close()
    vi.advanceTimersByTime(RENDER_WORKER_IDLE_MS - 1)
    expect(renderWorkerRunning()).toBe(true)
    // An export opened meanwhile keeps it running.
    const second = open('csv')
    vi.advanceTimersByTime(RENDER_WORKER_IDLE_MS)
    expect(renderWorkerRunning()).toBe(true)
    second.close()
    vi.advanceTimersByTime(RENDER_WORKER_IDLE_MS)
    expect(renderWorkerRunning()).toBe(false)
    expect(text((await open('csv').page(pageOf(['Grace']), true)).bytes)).toBe('2024-01-09 11:00:00,Grace\r\n')
    expect(renderWorkerRunning()).toBe(true)
  })
})
