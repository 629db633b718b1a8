import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
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
import { cpuMeter, msPerTurn } from './cpuAccounting'

const VISITORS = 100
const SECONDS = 8
const SIZES = [1, 2, 4]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const round = (n: number) => Math.round(n * 100) / 100

/**
 * Open-loop visitors through nginx for SECONDS (after a warm-up): turns per second, and the CPU
 * each part of the deployment used per turn (ms), with the machine's busy cores.
 */
async function throughput(base: string, publicId: string, meter: ReturnType<typeof cpuMeter>) {
  const warmUp = startVisitors(base, publicId, { count: 20, answersPerChat: 5 })
  await sleep(2000)
  await warmUp.stop()
  const load = startVisitors(base, publicId, { count: VISITORS, answersPerChat: 5 })
  const started = performance.now()
  const measured = meter()
  await sleep(SECONDS * 1000)
  const turns = load.turns()
  const cpu = measured()
  const seconds = (performance.now() - started) / 1000
  await load.stop()
  const failures = load.visitors.flatMap((visitor) => (visitor.lastFailure ? [visitor.lastFailure] : []))
  const turnsPerSecond = turns / seconds
  return {
    turnsPerSecond: round(turnsPerSecond),
    failedTurns: load.visitors.reduce((sum, v) => sum + v.failures, 0),
    ...(failures.length && { lastFailure: failures[0] }),
    cpuMsPerTurn: msPerTurn(cpu.cores, turnsPerSecond),
    busyCores: `${round(cpu.machineBusyCores)} of ${round(cpu.machineCores)}`,
    machineCores: cpu.machineCores,
  }
}

/**
 * The most a deployment of `processes` can do on this machine, from the costs measured with one:
 * each process runs its turns on one core (Node runs JavaScript on one thread), and every part
 * (PostgreSQL, nginx, Redis, the visitors' own load generator) shares the machine's cores.
 */
function ceiling(processes: number, one: { cpuMsPerTurn: Record<string, number>; machineCores: number }) {
  const service = one.cpuMsPerTurn.services / 1000
  const all = Object.values(one.cpuMsPerTurn).reduce((sum, ms) => sum + ms, 0) / 1000
  return Math.min(processes / service, one.machineCores / all)
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
  const postmaster = Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
  const redis = await findOrStartRedis()
  const rows = []
  try {
    let killed
    for (const size of SIZES) {
      const database = `bench_scale_${size}`
      await queryOnce(postgres.connectionString(), `CREATE DATABASE ${database}`)
      const url = postgres.connectionString(database)
      const fleet = await startFleet(size, { DATABASE_URL: url, REDIS_URL: redis.url, CHAT_RATE_LIMIT_PER_IP: '100000000', CHAT_RATE_LIMIT_PER_SESSION: '100000' }, { bundled: true })
      const nginx = await startNginx(fleet.processes)
      try {
        const { publicId } = await publishBot(nginx.base, FLEET_TOKEN, questionsBot(5))
        const meter = cpuMeter({
          services: { roots: () => fleet.processes.map((p) => p.child.pid!) },
          postgres: { roots: () => [postmaster] },
          nginx: { roots: () => [nginx.pid] },
          redis: { comm: 'redis-server' },
          visitors: { self: true },
        })
        rows.push({ processes: size, visitors: VISITORS, ...(await throughput(nginx.base, publicId, meter)) })
        console.log(rows.at(-1))
        if (size === 2) killed = await killOne(nginx.base, publicId, fleet, url)
      } finally {
        await nginx.stop()
        await fleet.stop()
      }
    }
    const one = rows[0]
    report(
      'scale.json',
      rows.map(({ cpuMsPerTurn, ...row }) => ({
        processes: row.processes,
        visitors: row.visitors,
        turnsPerSecond: row.turnsPerSecond,
        failedTurns: row.failedTurns,
        busyCores: row.busyCores,
        ...Object.fromEntries(Object.entries(cpuMsPerTurn).map(([name, ms]) => [`${name} ms`, ms])),
        vsOne: round(row.turnsPerSecond / one.turnsPerSecond),
        // What the costs measured with one process allow `processes` to reach here, against one.
        ceilingVsOne: round(ceiling(row.processes, one) / ceiling(1, one)),
        goal: row.processes === 2 ? '≥ 1.6' : '',
      })),
    )
    report('scale-kill.json', [{ processes: 2, visitors: 50, ...killed, goal: 'lost = 0' }])
  } finally {
    await redis.stop()
    await postgres.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
