import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import pg from 'pg'
import { build } from 'vite'
import { sql } from 'drizzle-orm'
import { openEmbeddedDatabase } from '../../src/server/db/embedded/openEmbedded'
import { createId } from '../../src/shared/ids'
import { adminQuery, databaseUrl, postgresAdminUrl } from '../support/databases'
import { questionsBot } from '../support/questionsBot'
import { startServiceProcess, type ServiceProcess } from '../support/serviceProcess'
import { report } from './measure'

export const RESULTS = 100_000
const INPUTS = 10
const BATCH = 10_000
const TOKEN = 'bench-admin-token'
const root = fileURLToPath(new URL('../..', import.meta.url))

/** Ten text questions, each saved to its own variable: ten columns in the table and the export. */
export const tenQuestionsBot = questionsBot(INPUTS)

/** The service as `npm start` serves it (API and built app), in its own process so its memory is its own. */
const startService = (env: NodeJS.ProcessEnv) => startServiceProcess({ ...env, ADMIN_TOKEN: TOKEN }, { bundled: true })

async function api(service: ServiceProcess, method: string, path: string, body?: unknown) {
  const response = await fetch(`${service.base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** 100,000 results of ten answers each, written by SQL in batches (the database makes the rows). */
const seedStatements = (botId: string, from: number, to: number) => [
  `INSERT INTO results (id, bot_id, variables, is_completed, has_started, created_at)
   SELECT 'r' || lpad(g::text, 7, '0'), '${botId}',
     (SELECT jsonb_agg(jsonb_build_object('id', 'v' || q, 'name', 'Answer ' || (q + 1), 'value', 'Answer ' || (q + 1) || ' of visitor ' || g)) FROM generate_series(0, ${INPUTS - 1}) q),
     g % 3 <> 0, true, now() - make_interval(secs => g * 30)
   FROM generate_series(${from}, ${to}) g`,
  `INSERT INTO answers (result_id, block_id, variable_id, content, created_at)
   SELECT 'r' || lpad(g::text, 7, '0'), 'q' || q, 'v' || q, 'Answer ' || (q + 1) || ' of visitor ' || g || ', with "quotes" and a comma', now()
   FROM generate_series(${from}, ${to}) g, generate_series(0, ${INPUTS - 1}) q`,
]

export async function seed(run: (sql: string) => Promise<unknown>, botId: string) {
  for (let from = 1; from <= RESULTS; from += BATCH) {
    for (const statement of seedStatements(botId, from, Math.min(RESULTS, from + BATCH - 1))) await run(statement)
  }
  // What PostgreSQL's autovacuum does after a bulk load. PGlite has no autovacuum: without this its
  // planner keeps the sizes of empty tables and reads all answers for each page (see the report).
  await run('ANALYZE results; ANALYZE answers')
}

/** Resident memory of a process, in MB, read from Linux's /proc. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Time to the first rows (cold, then warm) and frames per second while scrolling, in headless Chromium. */
async function measureTable(service: ServiceProcess, botId: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await page.goto(`${service.base}/?token=${TOKEN}`)
    await page.waitForURL(/\/w\//)
    const firstRows: number[] = []
    for (let i = 0; i < 4; i++) {
      await page.goto(`${service.base}/account`)
      await page.waitForLoadState('networkidle')
      const started = performance.now()
      await page.goto(`${service.base}/bots/${botId}/results`, { waitUntil: 'commit' })
      await page.getByRole('table', { name: 'Results' }).getByRole('row').nth(1).waitFor()
      firstRows.push(performance.now() - started)
    }
    // Scrolls the table by 3 rows a frame for 5 seconds (pages load on the way) and times each frame.
    // A string, not a function: the TypeScript loader would add helpers the page does not have.
    const frames = (await page.evaluate(`new Promise((resolve) => {
      const scroller = document.querySelector('[role="table"][aria-label="Results"]').parentElement
      const times = []
      const start = performance.now()
      requestAnimationFrame(function step(now) {
        times.push(now)
        scroller.scrollTop += 120
        if (now - start < 5000) requestAnimationFrame(step)
        else resolve(times)
      })
    })`)) as number[]
    const gaps = frames.slice(1).map((t, i) => t - frames[i])
    const seconds = (frames.at(-1)! - frames[0]) / 1000
    const rowsScrolled = await page.getByRole('table', { name: 'Results' }).evaluate((table) => Math.round(table.parentElement!.scrollTop / 40))
    return {
      firstRowsColdMs: round(firstRows[0]),
      firstRowsWarmMs: round(median(firstRows.slice(1))),
      scrollFps: round(gaps.length / seconds, 1),
      scrollP95FrameMs: round([...gaps].sort((a, b) => a - b)[Math.floor(gaps.length * 0.95)], 1),
      framesOver25Ms: gaps.filter((gap) => gap > 25).length,
      rowsScrolled,
    }
  } finally {
    await browser.close()
  }
}

/** A CSV export read to its last byte, the server's memory sampled meanwhile. */
async function measureExport(service: ServiceProcess, botId: string, filter: Record<string, unknown> = {}) {
  const baseline = rssMb(service.child.pid!)
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(service.child.pid!))), 20)
  const started = performance.now()
  const response = await fetch(`${service.base}/api/v1/bots/${botId}/results/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'csv', ...filter }),
  })
  let bytes = 0
  let lines = 0
  const reader = response.body!.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length
    for (const byte of read.value) if (byte === 10) lines++
  }
  clearInterval(sampler)
  return { seconds: round((performance.now() - started) / 1000, 2), mb: round(bytes / 1e6, 1), rows: lines - 1, rssBeforeMb: round(baseline), rssGrowthMb: round(peak - baseline) }
}

/** One database: create the bot through the API, seed its results, then time the table and the export. */
async function benchDatabase(label: string, env: NodeJS.ProcessEnv, runSql: () => Promise<{ run: (sql: string) => Promise<unknown>; close: () => Promise<void> }>) {
  console.log(`${label}: creating the bot, then ${RESULTS.toLocaleString()} results…`)
  let service = await startService(env)
  const { workspaces } = await api(service, 'GET', '/v1/workspaces')
  const { bot } = await api(service, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: tenQuestionsBot })
  await api(service, 'POST', `/v1/bots/${bot.id}/publish`)
  // The embedded server belongs to one process at a time: the service steps aside while the rows are written.
  await service.stop()
  const seeding = performance.now()
  const database = await runSql()
  await seed(database.run, bot.id)
  await database.close()
  const seedSeconds = round((performance.now() - seeding) / 1000, 1)
  service = await startService(env)
  try {
    const { total } = await api(service, 'GET', `/v1/bots/${bot.id}/results/count`)
    if (total !== RESULTS) throw new Error(`seeded ${total} results, not ${RESULTS}`)
    console.log(`${label}: seeded in ${seedSeconds} s; exporting, then the table in Chromium…`)
    // A first export warms the service up (module loading, query plans), as a user's first click would.
    await measureExport(service, bot.id)
    const all = await measureExport(service, bot.id)
    // A fifth of the rows: memory that stays flat grows no more for five times the rows.
    const fifth = await measureExport(service, bot.id, { timeFilter: 'last7Days' })
    const table = await measureTable(service, bot.id)
    return {
      database: label,
      results: RESULTS,
      seedSeconds,
      ...table,
      exportSeconds: all.seconds,
      exportMb: all.mb,
      exportRows: all.rows,
      rssBeforeMb: all.rssBeforeMb,
      rssGrowthMb: all.rssGrowthMb,
      smallExportRows: fifth.rows,
      smallExportRssGrowthMb: fifth.rssGrowthMb,
    }
  } finally {
    await service.stop()
  }
}

/**
 * With 100,000 results of a 10-input bot: time to the first rows of the table, frames per second
 * while scrolling, the CSV export's duration and the server's peak memory during it; on PGlite,
 * and on PostgreSQL when a server is reachable. Goals: first rows < 1 s, 60 fps, export < 5 s, flat memory.
 */
export async function runResultsBench() {
  console.log('Building the app…')
  await build({ root, logLevel: 'warn' })
  const rows = []
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-results-bench-'))
  try {
    rows.push(
      await benchDatabase('embedded PostgreSQL', { DATA_DIR: dataDir }, async () => {
        const handle = await openEmbeddedDatabase(dataDir)
        return { run: (text) => handle.db.execute(sql.raw(text)), close: handle.close }
      }),
    )
    const name = `bb_results_bench_${createId()}`
    if (await adminQuery(postgresAdminUrl(), `CREATE DATABASE ${name}`).then(() => true, () => false)) {
      try {
        rows.push(
          await benchDatabase('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(postgresAdminUrl(), name) }, async () => {
            const client = new pg.Client({ connectionString: databaseUrl(postgresAdminUrl(), name) })
            await client.connect()
            return { run: (sql) => client.query(sql), close: () => client.end() }
          }),
        )
      } finally {
        await adminQuery(postgresAdminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
    } else console.warn('PostgreSQL is not reachable: the PostgreSQL row is missing')
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  report('results.json', rows)
}
