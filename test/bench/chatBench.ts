import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { constants, getPriority, setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { embeddedConnectionString } from '../../src/server/db/embedded/embeddedPostgres'
import { openPostgres } from '../../src/server/db/postgres'
import { sessionNice, setSessionNice } from '../../src/server/scheduling/sessionNice'
import { createId } from '../../src/shared/ids'
import { adminQuery, databaseUrl, postgresAdminUrl } from '../support/databases'
import { postJson, publishBot } from '../support/serviceClient'
import { onInterrupt } from '../support/onInterrupt'
import { startServiceProcess, type ServiceProcess } from '../support/serviceProcess'
import { cpuMeter, msPerTurn } from './cpuAccounting'
import { overlapsStall, STALL_MS, startDiskFlushProbe } from './diskFlushProbe'
import { pressureMeter } from './pressure'
import { report } from './measure'
import { RESULTS, seed, tenQuestionsBot } from './resultsBench'

const INPUTS = 10
const OPEN_LOOP_LEVELS = [1, 50, 200]
const THINK_LEVELS = [50, 200, 500]
const OPEN_LOOP_SECONDS = 8
/** The fixed-rate phase offers this share of the floor's turns/s at 200 visitors (the throughput goal). */
const FIXED_RATE_SHARE = 0.25
/** Visitors read and type between turns: a uniform pause in this range (ms) before each answer. */
const THINK_MS = [1000, 2000] as const
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])))
const TOKEN = 'bench-admin-token'
const PROBE = './test/bench/eventLoopProbe.mjs'

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

const round = (n: number) => Math.round(n * 100) / 100
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]
const p99Of = (values: number[]) => (values.length ? round(percentile([...values].sort((a, b) => a - b), 0.99)) : undefined)

type Turn = (call: () => Promise<unknown>, kind?: 'start' | 'answer') => Promise<void>

/**
 * `concurrency` visitors, each running `conversation` again and again until `seconds` have passed
 * (open loop when the conversation has no pauses) or `visitors` conversations were had.
 */
async function runVisitors(options: { concurrency: number; seconds?: number; visitors?: number; arrivalPause?: boolean }, conversation: (turn: Turn) => Promise<void>) {
  const latencies: number[] = []
  const byKind = { start: [] as number[], answer: [] as number[] }
  const turn: Turn = async (call, kind = 'answer') => {
    const started = performance.now()
    await call()
    const ms = performance.now() - started
    latencies.push(ms)
    byKind[kind].push(ms)
  }
  const started = performance.now()
  const deadline = options.seconds ? started + options.seconds * 1000 : Infinity
  let next = 0
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      // With think time, arrivals spread over the first pause, as visitors do not all open the page at once.
      if (options.arrivalPause) await think()
      while (performance.now() < deadline && next++ < (options.visitors ?? Infinity)) await conversation(turn)
    }),
  )
  const seconds = (performance.now() - started) / 1000
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Turns arriving at a fixed rate whatever the answers (open loop in the strict sense): `visitors`
 * conversations take turns in order, one turn every 1/rate s. A turn whose visitor still waits for
 * its previous answer starts late, and its latency counts from when it was due, so a slow service
 * cannot hide its queue by slowing the arrivals (coordinated omission). The disk's flushes are
 * probed meanwhile in `diskFolder`: beside the p99 of all turns, the p99 of those not in flight
 * while a flush stalled tells what the service adds to what the disk takes. The generator's own
 * lateness in sending turns (it shares the service's two cores, below its priority) is printed
 * too: the part of the visitors' latency no service could take away on this machine; and the
 * machine's CPU and disk pressure over the round, which tells which of the two the turns waited for.
 */
async function atFixedRate(rate: number, { seconds, visitors, diskFolder }: { seconds: number; visitors: number; diskFolder: string }, base: string, publicId: string) {
  const crowd = Array.from({ length: visitors }, () => ({ sessionId: '', answered: INPUTS, busy: Promise.resolve() }))
  const turns: { due: number; answered: number }[] = []
  const byKind = { start: [] as number[], answer: [] as number[] }
  // How late the generator itself sent each turn, whatever its visitor waited for: its own share of the visitors' latency.
  const sentLate: number[] = []
  const disk = await startDiskFlushProbe(diskFolder)
  const pressure = pressureMeter()
  const started = performance.now()
  for (let k = 0; k < Math.floor(rate * seconds); k++) {
    const due = started + (k * 1000) / rate
    if (due - performance.now() >= 1) await sleep(due - performance.now())
    sentLate.push(Math.max(0, performance.now() - due))
    const visitor = crowd[k % visitors]
    visitor.busy = visitor.busy.then(async () => {
      const kind = visitor.answered === INPUTS ? 'start' : 'answer'
      if (kind === 'start') {
        visitor.sessionId = (await postJson(base, `/v1/bots/${publicId}/startChat`, {})).sessionId
        visitor.answered = 0
      } else await postJson(base, `/v1/sessions/${visitor.sessionId}/continueChat`, { message: `answer ${visitor.answered++}` })
      const answered = performance.now()
      turns.push({ due, answered })
      byKind[kind].push(answered - due)
    })
  }
  await Promise.all(crowd.map((visitor) => visitor.busy))
  const elapsed = performance.now() - started
  const waitedFor = pressure()
  const { maxMs, stalls } = await disk.stop()
  const latencies = turns.map(({ due, answered }) => answered - due).sort((a, b) => a - b)
  const clear = turns.filter(({ due, answered }) => !overlapsStall(stalls, due, answered)).map(({ due, answered }) => answered - due)
  return {
    targetTurnsPerSecond: round(rate),
    turnsPerSecond: round(latencies.length / (elapsed / 1000)),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    startP99: p99Of(byKind.start),
    answerP99: p99Of(byKind.answer),
    [`diskFlushes>${STALL_MS}ms`]: stalls.length,
    diskFlushMax: maxMs,
    turnsInDiskStalls: turns.length - clear.length,
    p99OutsideDiskStalls: p99Of(clear),
    ...waitedFor,
    generatorLateP99: p99Of(sentLate),
    // A fold, not Math.max(...sentLate): a fast machine's round sends tens of thousands of turns, past what a call's arguments may hold.
    generatorLateMax: round(sentLate.reduce((max, late) => Math.max(max, late), 0)),
  }
}

/**
 * What the probe reads (eventLoopProbe.mjs): the loop's delay; on Linux, the longest one split into
 * the loop's thread running and waiting for a core, with the garbage collection in it; and each
 * answer's time inside the service.
 */
type LoopDelay = {
  p99: number
  max: number
  ranMax?: number
  longestRan?: number
  longestWaitedForCore?: number
  longestCollecting?: number
  collectionMax: number
  youngCollections: number
  /** The phase's time in collection pauses of every kind, %. */
  collectingPercent: number
  /** Each answer's time inside the service (ms), in the order they finished. */
  inService: number[]
}

/**
 * The event-loop delay of the service over one phase, from the probe preloaded into it; beside the
 * longest delay, what the thread ran, waited for a core and collected garbage in it, the longest it
 * ran in any one, the longest collection, how many young ones and the share of the phase spent
 * collecting; and the answers' time inside the service (p99, max), beside the visitors' latency,
 * which also counts their generator's lateness.
 */
async function eventLoopDuring<T>(service: ServiceProcess, phase: () => Promise<T>) {
  service.child.send('event-loop:reset')
  const figures = await phase()
  const delay = await new Promise<LoopDelay>((resolve) => {
    service.child.once('message', (message) => resolve(message as LoopDelay))
    service.child.send('event-loop:read')
  })
  const inService = delay.inService.sort((a, b) => a - b)
  return {
    ...figures,
    loopDelayP99: delay.p99,
    loopDelayMax: delay.max,
    'in it: ran': delay.longestRan,
    'in it: waited for a core': delay.longestWaitedForCore,
    'in it: collecting garbage': delay.longestCollecting,
    'loop ran max': delay.ranMax,
    'longest collection': delay.collectionMax,
    'young collections': delay.youngCollections,
    'collecting %': delay.collectingPercent,
    'in service p50': round(percentile(inService, 0.5)),
    'in service p99': round(percentile(inService, 0.99)),
    'in service max': round(inService.at(-1)!),
  }
}

/** The latency goal's phase: a quarter of the floor's turns/s offered by 200 visitors, with the service's event-loop delay. */
const atQuarterOfFloor = (service: ServiceProcess, floorAt200: number, diskFolder: string, base: string, publicId: string) =>
  eventLoopDuring(service, () => atFixedRate(FIXED_RATE_SHARE * floorAt200, { seconds: OPEN_LOOP_SECONDS, visitors: 200, diskFolder }, base, publicId))

/**
 * CPU each part used per turn over one phase (ms): the service's own process, PostgreSQL (embedded
 * or external, every `postgres` process) and the visitors' load generator (this process), so a
 * reader sees what bounds the turns/s on this machine.
 */
async function cpuPerTurnDuring<T extends { turnsPerSecond: number }>(service: ServiceProcess, phase: () => Promise<T>) {
  const measured = cpuMeter({ service: { pids: () => [service.child.pid!] }, postgres: { comm: 'postgres' }, visitors: { self: true } })()
  const figures = await phase()
  const { cores, machineBusyCores } = measured()
  const ms = msPerTurn(cores, figures.turnsPerSecond)
  return { ...figures, 'service ms/turn': ms.service, 'PostgreSQL ms/turn': ms.postgres, 'visitors ms/turn': ms.visitors, busyCores: round(machineBusyCores) }
}

/** A whole conversation as fast as the service answers: start, then ten answers. */
const conversationAgainst = (base: string, publicId: string) => async (turn: Turn) => {
  let sessionId = ''
  await turn(async () => (sessionId = (await postJson(base, `/v1/bots/${publicId}/startChat`, {})).sessionId), 'start')
  for (let i = 0; i < INPUTS; i++) await turn(() => postJson(base, `/v1/sessions/${sessionId}/continueChat`, { message: `answer ${i}` }))
}

/**
 * Runs `phase` with the visitors' load generator (this process) below the service's priority, for
 * the phases whose goals are read in the service's event loop and latency. Here the visitors share
 * the service's two cores, which they do not in a deployment. The service runs in a session of its
 * own (`ownSession`), and the kernel shares the cores between sessions (autogroups) before it
 * weighs a session's threads by their nice value, so the generator's session is lowered, and its
 * thread too for a kernel without autogroups. In the caller's session, the service was charged for
 * the generator's turns: with only the thread lowered, the export phase's longest loop delay was
 * over 50 ms in 3 of 8 interleaved runs (31-60 ms), and in none with the session lowered (26-48 ms).
 * Below it, the generator still takes what the service leaves; a late generator only adds to the
 * latencies it reads. The session goes back to its value whatever the bench's rights, even when
 * it is interrupted; the thread needs the right to (root, as in CI), and without it what runs after
 * does so below normal priority too, every process it starts alike.
 */
async function withVisitorsBelowService<T>(phase: () => Promise<T>): Promise<T> {
  if (process.platform !== 'linux') return phase()
  const before = { thread: getPriority(), session: sessionNice() }
  const raiseBack = () => {
    if (before.session !== undefined) setSessionNice('self', before.session)
    try {
      setPriority(before.thread)
    } catch {
      console.warn('The bench could not raise its priority back: what runs after it runs below normal priority')
    }
  }
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL)
  setSessionNice('self', constants.priority.PRIORITY_BELOW_NORMAL)
  // The session is the caller's terminal's: an interrupted bench must not leave it below normal.
  const stopListening = onInterrupt(raiseBack)
  try {
    return await phase()
  } finally {
    stopListening()
    raiseBack()
  }
}

/** Module loading, query plans: what a first visitor pays, kept out of the figures. */
const warmUp = (converse: (turn: Turn) => Promise<void>) => runVisitors({ concurrency: 20, seconds: 2 }, converse)

/** The service with the probe preloaded, and a published bot of ten questions to chat with. */
async function startChatService(env: NodeJS.ProcessEnv) {
  const service = await startServiceProcess(
    { ...env, ADMIN_TOKEN: TOKEN, CHAT_RATE_LIMIT_PER_IP: '100000000', CHAT_RATE_LIMIT_PER_SESSION: '100000' },
    { preload: [PROBE], bundled: true, ownSession: true },
  )
  const base = service.base
  const { publicId, workspaceId } = await publishBot(base, TOKEN, tenInputBot)
  return { service, base, workspaceId, publicId, converse: conversationAgainst(base, publicId) }
}

async function benchService(label: string, env: NodeJS.ProcessEnv, connectionString: () => string, floorAt200: number) {
  const { service, base, workspaceId, publicId, converse } = await startChatService(env)
  const openLoop = []
  const withThinking = []
  try {
    await warmUp(converse)
    for (const concurrency of OPEN_LOOP_LEVELS) {
      const phase = () => runVisitors({ concurrency, seconds: OPEN_LOOP_SECONDS }, converse)
      openLoop.push({ server: label, visitors: concurrency, ...(await eventLoopDuring(service, () => cpuPerTurnDuring(service, phase))) })
      console.log(openLoop.at(-1))
    }
    const fixedRate = { server: label, visitors: 200, ...(await withVisitorsBelowService(() => atQuarterOfFloor(service, floorAt200, env.DATA_DIR!, base, publicId))) }
    console.log(fixedRate)
    for (const concurrency of THINK_LEVELS) {
      const figures = await runVisitors({ concurrency, visitors: concurrency, arrivalPause: true }, async (turn) => {
        let sessionId = ''
        await turn(async () => (sessionId = (await postJson(base, `/v1/bots/${publicId}/startChat`, {})).sessionId), 'start')
        for (let i = 0; i < INPUTS; i++) {
          await think()
          await turn(() => postJson(base, `/v1/sessions/${sessionId}/continueChat`, { message: `answer ${i}` }))
        }
      })
      withThinking.push({ server: label, visitors: concurrency, ...figures })
      console.log(withThinking.at(-1))
    }
    const duringExport = await withVisitorsBelowService(() => chatDuringExport(service, workspaceId, connectionString(), converse))
    return { openLoop, fixedRate, withThinking, duringExport: { server: label, ...duringExport } }
  } finally {
    await service.stop()
  }
}

/** 50 visitors chatting without pauses while the owner exports 100,000 results again and again. */
async function chatDuringExport(service: ServiceProcess, workspaceId: string, connectionString: string, converse: (turn: Turn) => Promise<void>) {
  const base = `${service.base}/api`
  const { bot } = await postJson(service.base, '/v1/bots', { workspaceId, bot: tenQuestionsBot }, TOKEN)
  const database = await openPostgres(connectionString)
  await seed((text) => database.db.execute(sql.raw(text)), bot.id)
  await database.close()
  let exporting = true
  let exports = 0
  const exportLoop = (async () => {
    while (exporting) {
      const response = await fetch(`${base}/v1/bots/${bot.id}/results/export`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: '{}' })
      await response.arrayBuffer()
      exports++
    }
  })()
  const figures = await eventLoopDuring(service, () => runVisitors({ concurrency: 50, seconds: OPEN_LOOP_SECONDS }, converse))
  exporting = false
  await exportLoop
  console.log({ exportsOf: RESULTS, exports, ...figures })
  return { visitors: 50, exportsCompleted: exports, ...figures }
}

/** The floor: a bare Node server answering a fixed JSON body, driven the same way. */
async function benchFloor() {
  const body = JSON.stringify({ sessionId: 'x', messages: [{ id: 'x', type: 'text', content: { type: 'markdown', markdown: 'Hi' } }] })
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const converse = conversationAgainst(url, 'floor')
  const rows = []
  for (const concurrency of OPEN_LOOP_LEVELS) {
    rows.push({ server: 'bare node http', visitors: concurrency, ...(await runVisitors({ concurrency, seconds: OPEN_LOOP_SECONDS }, converse)) })
  }
  server.close()
  return rows
}

/**
 * The chat service on the embedded PostgreSQL and on an external one: whole conversations over
 * loopback HTTP without pauses at 1/50/200 visitors against a bare Node server measured in the same
 * run (goal at 200: ≥ 0.25 of its turns/s); turns offered at a fixed rate, a quarter of the floor's,
 * by 200 visitors (goal: p99 < 50 ms: with 200 visitors answering without pause, latency is 200
 * divided by the throughput whatever the server, so the latency goal is read at a fixed rate);
 * with 1-2 s pauses at 50/200/500 visitors; and 50 visitors during a 100,000-result export (goal:
 * the event loop never held more than 50 ms). The service's event-loop delay is printed beside the
 * latencies.
 */
export async function runChatBench() {
  const floor = await benchFloor()
  const floorAt200 = floor.find((row) => row.visitors === 200)!.turnsPerSecond
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-'))
  const runs = []
  try {
    runs.push(await benchService('embedded PostgreSQL', { DATA_DIR: dataDir }, () => embeddedConnectionString(join(dataDir, 'postgres')), floorAt200))
    const name = `bb_bench_${createId()}`
    if (await adminQuery(postgresAdminUrl(), `CREATE DATABASE ${name}`).then(() => true, () => false)) {
      try {
        const url = databaseUrl(postgresAdminUrl(), name)
        runs.push(await benchService('external PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }, () => url, floorAt200))
      } finally {
        await adminQuery(postgresAdminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
    } else console.warn('PostgreSQL is not reachable: the external PostgreSQL rows are missing')
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const openLoop = [...floor, ...runs.flatMap((run) => run.openLoop)].map((row) => {
    const base = floor.find((f) => f.visitors === row.visitors)!
    return { ...row, vsFloor: round(row.turnsPerSecond / base.turnsPerSecond), goal: row.visitors === 200 && row.server !== base.server ? '≥ 0.25' : '' }
  })
  report('chat-open-loop.json', openLoop)
  report('chat-fixed-rate.json', runs.map((run) => ({ ...run.fixedRate, goal: `${FIXED_RATE_SHARE} of the floor offered, p99 < 50 ms` })))
  report('chat-think-time.json', runs.flatMap((run) => run.withThinking))
  report('chat-during-export.json', runs.map((run) => ({ ...run.duringExport, goal: 'loop delay max ≤ 50 ms' })))
}

/**
 * One part of the chat bench on its own (`npm run bench -- chatFixedRate`, `-- chatExport`): the
 * service on a fresh embedded PostgreSQL, warmed up, given to `part`, then stopped and its folder removed.
 */
async function onEmbeddedChatService(part: (chat: Awaited<ReturnType<typeof startChatService>>, dataDir: string) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-'))
  try {
    const chat = await startChatService({ DATA_DIR: dataDir })
    try {
      await warmUp(chat.converse)
      await withVisitorsBelowService(() => part(chat, dataDir))
    } finally {
      await chat.service.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Rounds of the fixed-rate phase in `npm run bench -- chatFixedRate`: one round's p99 is its slowest hundred-odd turns, so one disk stall can decide it. */
const FIXED_RATE_ROUNDS = 6

/**
 * `npm run bench -- chatFixedRate`: only the latency goal, on the embedded PostgreSQL, in several
 * rounds against one floor, so the spread between rounds is seen beside each figure.
 */
export async function runChatFixedRateBench() {
  const floorAt200 = (await benchFloor()).find((row) => row.visitors === 200)!.turnsPerSecond
  await onEmbeddedChatService(async ({ service, base, publicId }, dataDir) => {
    const rounds = []
    for (let round = 1; round <= FIXED_RATE_ROUNDS; round++) {
      rounds.push({ round, ...(await atQuarterOfFloor(service, floorAt200, dataDir, base, publicId)) })
      console.log(rounds.at(-1))
    }
    report('chat-fixed-rate-rounds.json', rounds.map((row) => ({ server: 'embedded PostgreSQL', ...row, goal: 'p99 < 50 ms' })))
  })
}

/** `npm run bench -- chatExport`: only the chat-during-export phase, on the embedded PostgreSQL. */
export async function runChatExportBench() {
  await onEmbeddedChatService(async ({ service, workspaceId, converse }, dataDir) => {
    const duringExport = await chatDuringExport(service, workspaceId, embeddedConnectionString(join(dataDir, 'postgres')), converse)
    report('chat-export-only.json', [{ server: 'embedded PostgreSQL', ...duringExport, goal: 'loop delay max ≤ 50 ms' }])
  })
}
