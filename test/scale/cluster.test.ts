import { execFileSync } from 'node:child_process'
import { request } from 'node:http'
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { questionsBot } from '../support/questionsBot'
import { postJson, publishBot } from '../support/serviceClient'
import { startServiceProcess } from '../support/serviceProcess'

const TOKEN = 'cluster-token'
const dataDir = mkdtempSync(join(tmpdir(), 'bb-cluster-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The server processes the cluster's primary runs (its other child is the embedded PostgreSQL). */
const workersOf = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('serve'))
    .map((line) => Number(line.trim().split(' ')[0]))

/** Inodes of the sockets listening on a TCP port (IPv4 and IPv6), from the kernel's tables. */
function listenerInodes(port: number) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
      readFileSync(table, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
        .map((fields) => fields[9]),
    ),
  )
}

/**
 * Whether a worker has its share of the listener yet: the primary announces the service once the
 * first worker listens, and the others may still be starting.
 */
function holdsListener(pid: number, port: number) {
  const inodes = listenerInodes(port)
  return readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '')
    } catch {
      return false // closed meanwhile
    }
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const patience = { timeoutMs: 5000 }

/**
 * A visitor chatting without pause, starting over when a turn fails (its connection was reset by
 * the kill) or gets no answer within 5 s, as a visitor reloading the page would: what went through
 * is counted.
 */
function chatAgainAndAgain(base: string, publicId: string) {
  const counts = { answered: 0, failed: 0 }
  let running = true
  const done = (async () => {
    while (running) {
      try {
        const { sessionId } = await postJson(base, `/v1/bots/${publicId}/startChat`, {}, undefined, patience)
        for (let q = 0; q < 3 && running; q++) {
          await postJson(base, `/v1/sessions/${sessionId}/continueChat`, { message: `answer ${q}` }, undefined, patience)
          counts.answered++
        }
      } catch {
        counts.failed++
      }
    }
  })()
  return { counts, stop: () => ((running = false), done) }
}

/** GET on a connection of its own (no keep-alive pool): the status, or 'no answer' after 10 s. */
const getOnNewConnection = (url: string) =>
  new Promise<number | 'no answer'>((resolve) => {
    const call = request(url, { agent: false, timeout: 10_000 }, (response) => (response.resume(), resolve(response.statusCode!)))
    call.once('timeout', () => (call.destroy(), resolve('no answer')))
    call.once('error', () => resolve('no answer'))
    call.end()
  })

describe('WORKERS=2: a cluster of server processes behind one listener, on the embedded database', () => {
  it('runs two server processes, replaces a worker killed with SIGKILL while visitors go on, and stops cleanly with its database', async () => {
    const service = await startServiceProcess({ WORKERS: '2', DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN })
    const primary = service.child.pid!
    const exited = new Promise<number | null>((resolve) => service.child.once('exit', (code) => resolve(code)))
    try {
      const first = workersOf(primary)
      expect(first).toHaveLength(2)
      const { publicId } = await publishBot(service.base, TOKEN, questionsBot(3))
      const visitor = chatAgainAndAgain(service.base, publicId)
      await sleep(1000)
      process.kill(first[0], 'SIGKILL')
      const answeredAtKill = visitor.counts.answered
      await expect.poll(() => visitor.counts.answered, { timeout: 20_000 }).toBeGreaterThan(answeredAtKill)
      await visitor.stop()

      let now = workersOf(primary)
      for (let i = 0; i < 100 && (now.length < 2 || now.includes(first[0])); i++) now = (await sleep(100), workersOf(primary))
      expect(now).toHaveLength(2)
      expect(now).not.toContain(first[0])
      expect((await fetch(`${service.base}/api/ready`)).status).toBe(200)
    } finally {
      service.child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
    // The primary stopped the embedded PostgreSQL it ran for the workers.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
  }, 120_000)

  it('answers every new connection while one worker hangs and is then killed: none is left with the hung worker', async () => {
    const service = await startServiceProcess({ WORKERS: '2', DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN })
    try {
      const workers = workersOf(service.child.pid!)
      const port = Number(new URL(service.base).port)
      await expect.poll(() => workers.every((pid) => holdsListener(pid, port)), { timeout: 30_000 }).toBe(true)
      const [hung] = workers
      process.kill(hung, 'SIGSTOP')
      const answers = Array.from({ length: 8 }, () => getOnNewConnection(`${service.base}/api/health`))
      await sleep(500)
      process.kill(hung, 'SIGKILL')
      expect(await Promise.all(answers)).toEqual(Array(8).fill(200))
    } finally {
      service.child.kill('SIGTERM')
      await new Promise((resolve) => service.child.once('exit', resolve))
    }
  }, 60_000)
})
