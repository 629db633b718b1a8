import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createId } from '../../src/shared/ids'
import { adminQuery, databaseUrl, postgresAdminUrl } from '../support/databases'
import { report } from './measure'

const INPUTS = 10
const LEVELS = [50, 200, 500]
/** Visitors read and type between turns: a uniform pause in this range (ms) before each answer. */
const THINK_MS = [1000, 2000] as const
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])))
const TOKEN = 'bench-admin-token'

/** A bot of ten text questions, each followed by a bubble quoting the answer. */
const tenInputBot = {
  name: 'Ten questions',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g1',
      title: 'Questions',
      graphCoordinates: { x: 0, y: 100 },
      blocks: Array.from({ length: INPUTS }, (_, i) => [
        { id: `t${i}`, type: 'text', content: { richText: [{ type: 'p', children: [{ text: `Question ${i + 1}? (last: {{Answer}})` }] }] } },
        { id: `q${i}`, type: 'text input', options: { variableId: 'va' } },
      ]).flat(),
    },
  ],
  edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [{ id: 'va', name: 'Answer' }],
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]

/**
 * `visitors` conversations, `concurrency` at a time, each `turn` call timed (pauses are not). Starts
 * and answers are also reported apart: every visitor starts within the first pause, so starts come
 * in a burst while answers spread out.
 */
async function runVisitors(
  concurrency: number,
  visitors: number,
  conversation: (turn: (call: () => Promise<void>, kind?: 'start' | 'answer') => Promise<void>) => Promise<void>,
) {
  const latencies: number[] = []
  const byKind = { start: [] as number[], answer: [] as number[] }
  const turn = async (call: () => Promise<void>, kind: 'start' | 'answer' = 'answer') => {
    const started = performance.now()
    await call()
    const ms = performance.now() - started
    latencies.push(ms)
    byKind[kind].push(ms)
  }
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      // Arrivals spread over the first pause, as visitors do not all open the page in one millisecond.
      await think()
      while (next++ < visitors) await conversation(turn)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const round = (n: number) => Math.round(n * 100) / 100
  const p99Of = (values: number[]) => (values.length ? round(percentile([...values].sort((a, b) => a - b), 0.99)) : undefined)
  latencies.sort((a, b) => a - b)
  return {
    turns: latencies.length,
    turnsPerSecond: round(latencies.length / seconds),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    startP99: p99Of(byKind.start),
    answerP99: p99Of(byKind.answer),
  }
}

const postJson = async (url: string, body: unknown, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** The service as `npm start` runs it, in its own process, on a fresh database. */
async function startService(env: NodeJS.ProcessEnv): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = 3300 + Math.floor(Math.random() * 500)
  // Node itself (not an npx wrapper), so SIGTERM reaches the server.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
    env: { ...process.env, ...env, PORT: String(port), ADMIN_TOKEN: TOKEN, CHAT_RATE_LIMIT_PER_IP: '100000000', CHAT_RATE_LIMIT_PER_SESSION: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}/api`
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/openapi.json`).then((r) => r.ok).catch(() => false)) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function benchService(label: string, env: NodeJS.ProcessEnv) {
  const service = await startService(env)
  const workspaces = await (await fetch(`${service.base}/v1/workspaces`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()
  const { bot } = await postJson(`${service.base}/v1/bots`, { workspaceId: workspaces.workspaces[0].id, bot: tenInputBot }, TOKEN)
  await postJson(`${service.base}/v1/bots/${bot.id}/publish`, {}, TOKEN)
  const rows = []
  // Saturation: 50 visitors answering without pausing show the most turns per second the service gives.
  const saturation = await runVisitors(50, 100, async (turn) => {
    const { sessionId } = await postJson(`${service.base}/v1/bots/${bot.publicId}/startChat`, {})
    for (let i = 0; i < INPUTS; i++) await turn(() => postJson(`${service.base}/v1/sessions/${sessionId}/continueChat`, { message: `x ${i}` }))
  })
  console.log(`${label}: at most ${saturation.turnsPerSecond} turns/s (50 visitors, no pauses)`)
  for (const concurrency of LEVELS) {
    const figures = await runVisitors(concurrency, concurrency, async (turn) => {
      let sessionId = ''
      await turn(async () => {
        sessionId = (await postJson(`${service.base}/v1/bots/${bot.publicId}/startChat`, {})).sessionId
      }, 'start')
      for (let i = 0; i < INPUTS; i++) {
        await think()
        await turn(async () => {
          await postJson(`${service.base}/v1/sessions/${sessionId}/continueChat`, { message: `answer ${i}` })
        })
      }
    })
    rows.push({ server: label, visitors: concurrency, ...figures, maxTurnsPerSecond: saturation.turnsPerSecond })
    console.log(rows.at(-1))
  }
  await service.stop()
  return rows
}

/** The floor: a bare Node server answering a fixed JSON body, driven the same way. */
async function benchFloor() {
  const body = JSON.stringify({ messages: [{ id: 'x', type: 'text', content: { type: 'markdown', markdown: 'Hi' } }] })
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const rows = []
  for (const concurrency of LEVELS) {
    const figures = await runVisitors(concurrency, concurrency, async (turn) => {
      for (let i = 0; i <= INPUTS; i++) {
        if (i > 0) await think()
        await turn(async () => void (await postJson(url, { message: 'x' })), i === 0 ? 'start' : 'answer')
      }
    })
    rows.push({ server: 'bare node http', visitors: concurrency, ...figures })
  }
  server.close()
  return rows
}

/**
 * Whole conversations over loopback HTTP at 50, 200 and 500 visitors (each pausing 1–2 s before an
 * answer, as people do), on the embedded PostgreSQL and an external one, against a bare Node server as the floor.
 */
export async function runChatBench() {
  const floor = await benchFloor()
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-'))
  const rows = [...floor]
  try {
    rows.push(...(await benchService('service, embedded PostgreSQL', { DATA_DIR: dataDir })))
    const name = `bb_bench_${createId()}`
    const reachable = await adminQuery(postgresAdminUrl(), `CREATE DATABASE ${name}`).then(() => true, () => false)
    if (reachable) {
      try {
        rows.push(...(await benchService('service, PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(postgresAdminUrl(), name) })))
      } finally {
        await adminQuery(postgresAdminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
    } else console.warn('PostgreSQL is not reachable: the PostgreSQL rows are missing')
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const withRatio = rows.map((row) => {
    const base = floor.find((f) => f.visitors === row.visitors)!
    return { ...row, p99VsFloor: Math.round((row.p99 / base.p99) * 10) / 10, throughputVsFloor: Math.round((row.turnsPerSecond / base.turnsPerSecond) * 100) / 100 }
  })
  report('chat.json', withRatio)
}
