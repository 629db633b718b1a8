import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type * as Y from 'yjs'
import { connectCollabClient, type CollabClient } from '../support/collabClient'
import { generatedBot } from './editorBench'
import { report } from './measure'

const EDITORS = 20
const GROUPS = 300
const EDITS_PER_SECOND = 2
const SECONDS = 20
const LATENCY_GOAL_MS = 100

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN
const round = (n: number) => Math.round(n * 10) / 10

/** The service in a child process, driven through one JSON line per command. */
async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./collabBenchServer.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] })
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]()
  const read = async <T>() => JSON.parse((await lines.next()).value as string) as T
  const ask = async <T>(command: string) => {
    child.stdin!.write(`${command}\n`)
    return read<T>()
  }
  const { base, token } = await read<{ base: string; token: string }>()
  return { base, token, pid: child.pid, ask }
}

/**
 * Live editing under load: twenty editors in one 300-group bot, each making two edits a second
 * (a group renamed and moved), for twenty seconds. Measures the time from an edit to its arrival
 * at every other editor, the service's CPU and memory, and the update log before and after
 * compaction.
 */
export async function runCollabBench() {
  const server = await startServer()
  const created = await fetch(`${server.base}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${server.token}` } }).then((r) => r.json())
  const workspaceId = created.workspaces[0].id as string
  const bot = await fetch(`${server.base}/api/v1/bots`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ workspaceId, bot: generatedBot(GROUPS) }),
  }).then((r) => r.json())
  const botId = bot.bot.id as string

  const editors: CollabClient[] = Array.from({ length: EDITORS }, () => connectCollabClient(server.base, botId, server.token))
  await Promise.all(editors.map((editor) => new Promise<void>((resolve) => {
    const check = () => editor.provider.state.status === 'synced' && resolve()
    editor.provider.subscribe(check)
    check()
  })))

  // An edit is a title "e<editor>-<n>": each arrival is timed against when it was made.
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  editors.forEach((editor) => {
    editor.doc.getMap('groups').observeDeep((events: Y.YEvent<Y.AbstractType<unknown>>[], transaction) => {
      if (transaction.local) return
      const now = performance.now()
      for (const event of events) {
        if (!event.changes.keys.has('title')) continue
        const sent = sentAt.get((event.target as Y.Map<unknown>).get('title') as string)
        if (sent !== undefined) latencies.push(now - sent)
      }
    })
  })

  const before = await server.ask<{ cpu: NodeJS.CpuUsage; rss: number; at: number }>('stats')
  const wallStart = performance.now()
  let peakRss = before.rss
  let sent = 0
  const sampler = setInterval(() => void server.ask<{ rss: number }>('stats').then((s) => (peakRss = Math.max(peakRss, s.rss))), 2000)
  await Promise.all(
    editors.map(async (editor, i) => {
      // Each editor starts at its own moment and works on its own groups.
      await new Promise((resolve) => setTimeout(resolve, (1000 / EDITS_PER_SECOND / EDITORS) * i))
      for (let n = 0; n < SECONDS * EDITS_PER_SECOND; n++) {
        const groupId = `g${(i * 15 + (n % 15)) % GROUPS}`
        const title = `e${i}-${n}`
        sentAt.set(title, performance.now())
        editor.edit((doc) => ({ groups: doc.groups.map((g) => (g.id === groupId ? { ...g, title, graphCoordinates: { x: g.graphCoordinates.x + 1, y: g.graphCoordinates.y } } : g)) }))
        sent++
        await new Promise((resolve) => setTimeout(resolve, 1000 / EDITS_PER_SECOND))
      }
    }),
  )
  // Let the last edits arrive.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  clearInterval(sampler)
  const after = await server.ask<{ cpu: NodeJS.CpuUsage; rss: number; at: number }>('stats')
  const wallMs = performance.now() - wallStart
  const cpuMs = (after.cpu.user - before.cpu.user + after.cpu.system - before.cpu.system) / 1000
  const log = await server.ask<{ updates: number; logBytes: number; snapshotBytes: number }>(`log ${botId}`)
  await server.ask(`compact ${botId}`)
  const compacted = await server.ask<{ updates: number; logBytes: number; snapshotBytes: number }>(`log ${botId}`)
  editors.forEach((editor) => editor.close())
  await server.ask('stop')

  latencies.sort((a, b) => a - b)
  const expected = sent * (EDITORS - 1)
  const kb = (bytes: number) => `${round(bytes / 1024)} KB`
  report('collab.json', [
    { figure: 'edits made', value: sent, goal: `${EDITORS} editors × ${EDITS_PER_SECOND}/s × ${SECONDS} s` },
    { figure: 'arrivals seen / expected', value: `${latencies.length} / ${expected}`, goal: 'all' },
    { figure: 'edit → every other editor, p50', value: `${round(percentile(latencies, 0.5))} ms`, goal: `< ${LATENCY_GOAL_MS} ms` },
    { figure: 'edit → every other editor, p99', value: `${round(percentile(latencies, 0.99))} ms`, goal: `< ${LATENCY_GOAL_MS} ms` },
    { figure: 'edit → every other editor, max', value: `${round(latencies.at(-1) ?? NaN)} ms`, goal: '' },
    { figure: 'service CPU while editing', value: `${round((cpuMs / wallMs) * 100)} % of one core`, goal: 'informative' },
    { figure: 'service memory (RSS, peak)', value: `${round(peakRss / 1048576)} MB`, goal: 'informative' },
    { figure: 'update log after editing', value: `${log.updates} updates, ${kb(log.logBytes)} + snapshot ${kb(log.snapshotBytes)}`, goal: 'informative' },
    { figure: 'after compaction', value: `${compacted.updates} updates, snapshot ${kb(compacted.snapshotBytes)}`, goal: 'log empty, snapshot ≈ document' },
  ])
}
