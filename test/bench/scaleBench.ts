import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embeddedPostgres'
import { queryOnce } from '../support/crashUnderLoad'
import { questionsBot } from '../support/questionsBot'
import { findOrStartRedis } from '../support/redis'
import { publishBot } from '../support/serviceClient'
import { FLEET_TOKEN, startFleet } from '../scale/support/fleet'
import { startNginx } from '../scale/support/nginx'
import { startVisitors } from '../support/visitors'
import { report } from './measure'

const VISITORS = 100
const SECONDS = 8
const SIZES = [1, 2, 4]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const round = (n: number) => Math.round(n * 100) / 100

/** Open-loop visitors through nginx for SECONDS (after a warm-up): turns per second. */
async function throughput(base: string, publicId: string) {
  const warmUp = startVisitors(base, publicId, { count: 20, answersPerChat: 5 })
  await sleep(2000)
  await warmUp.stop()
  const load = startVisitors(base, publicId, { count: VISITORS, answersPerChat: 5 })
  const started = performance.now()
  await sleep(SECONDS * 1000)
  const turns = load.turns()
  const seconds = (performance.now() - started) / 1000
  await load.stop()
  const failures = load.visitors.flatMap((visitor) => (visitor.lastFailure ? [visitor.lastFailure] : []))
  return { turnsPerSecond: round(turns / seconds), failedTurns: load.visitors.reduce((sum, v) => sum + v.failures, 0), ...(failures.length && { lastFailure: failures[0] }) }
}

/** 2 processes, one killed with SIGKILL mid-load: acknowledged answers missing afterwards (goal 0). */
async function killOne(base: string, publicId: string, fleet: Awaited<ReturnType<typeof startFleet>>, databaseUrl: string) {
  const load = startVisitors(base, publicId, { count: 50, answersPerChat: 5 })
  await sleep(3000)
  await fleet.processes[0].stop('SIGKILL')
  await sleep(3000)
  await load.stop()
  const stored = new Set((await queryOnce<{ content: string }>(databaseUrl, 'SELECT content FROM answers')).map((row) => row.content))
  const acknowledged = load.acknowledged()
  return { acknowledged: acknowledged.length, lost: acknowledged.filter((text) => !stored.has(text)).length, failedTurnsRetried: load.visitors.reduce((sum, v) => sum + v.failures, 0) }
}

/**
 * `npm run bench -- scale`: 1, 2 and 4 service processes behind Debian's nginx on one PostgreSQL
 * (our embedded server, durable) and one Redis, under open-loop chat visitors; turns/s against one
 * process measured in the same run (goal: 2 processes ≥ 1.6× one), then a process killed mid-load.
 */
export async function runScaleBench() {
  const dir = mkdtempSync(join(tmpdir(), 'bb-scale-bench-'))
  const postgres = await startEmbeddedPostgres({ clusterDir: join(dir, 'postgres') })
  const redis = await findOrStartRedis()
  const rows = []
  try {
    let killed
    for (const size of SIZES) {
      const database = `bench_scale_${size}`
      await queryOnce(postgres.connectionString(), `CREATE DATABASE ${database}`)
      const url = postgres.connectionString(database)
      const fleet = await startFleet(size, { DATABASE_URL: url, REDIS_URL: redis.url, CHAT_RATE_LIMIT_PER_IP: '100000000', CHAT_RATE_LIMIT_PER_SESSION: '100000' })
      const nginx = await startNginx(fleet.processes)
      try {
        const { publicId } = await publishBot(nginx.base, FLEET_TOKEN, questionsBot(5))
        rows.push({ processes: size, visitors: VISITORS, ...(await throughput(nginx.base, publicId)) })
        console.log(rows.at(-1))
        if (size === 2) killed = await killOne(nginx.base, publicId, fleet, url)
      } finally {
        await nginx.stop()
        await fleet.stop()
      }
    }
    const one = rows[0].turnsPerSecond
    report('scale.json', rows.map((row) => ({ ...row, vsOne: round(row.turnsPerSecond / one), goal: row.processes === 2 ? '≥ 1.6' : '' })))
    report('scale-kill.json', [{ processes: 2, visitors: 50, ...killed, goal: 'lost = 0' }])
  } finally {
    await redis.stop()
    await postgres.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
