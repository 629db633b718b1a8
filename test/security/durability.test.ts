import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedConnectionString } from '../../src/server/db/embedded/embeddedPostgres'
import { createId } from '../../src/shared/ids'
import { adminQuery, databaseUrl, postgresAdminUrl } from '../support/databases'
import { startServiceProcess, type ServiceProcess } from '../support/serviceProcess'

const TOKEN = `durability-${createId()}`
const VISITORS = 16
const LOAD_MS = 3_000
const questions = {
  name: 'Questions',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [
    {
      id: 'g1',
      title: 'Questions',
      graphCoordinates: { x: 0, y: 100 },
      blocks: Array.from({ length: 5 }, (_, i) => ({ id: `q${i}`, type: 'text input', options: { variableId: `v${i}` } })),
    },
  ],
  edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: Array.from({ length: 5 }, (_, i) => ({ id: `v${i}`, name: `Answer ${i + 1}` })),
}

const post = async (service: ServiceProcess, path: string, body: unknown, token?: string) => {
  const response = await fetch(`${service.base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  })
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  return response.json()
}

/** A published five-question bot, created through the API. */
async function publishQuestions(service: ServiceProcess) {
  const workspaces = await (await fetch(`${service.base}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()
  const { bot } = await post(service, '/v1/bots', { workspaceId: workspaces.workspaces[0].id, bot: questions }, TOKEN)
  await post(service, `/v1/bots/${bot.id}/publish`, {}, TOKEN)
  return bot.publicId as string
}

/** Visitors answering as fast as they are answered; what a 200 acknowledged is remembered. */
function answerUntilKilled(service: ServiceProcess, publicId: string, acknowledged: string[]) {
  let running = true
  const visitor = async (v: number) => {
    for (let chat = 0; running; chat++) {
      const { sessionId } = await post(service, `/v1/bots/${publicId}/startChat`, {})
      for (let q = 0; q < 5 && running; q++) {
        const text = `visitor ${v} chat ${chat} answer ${q}`
        await post(service, `/v1/sessions/${sessionId}/continueChat`, { message: text })
        acknowledged.push(text)
      }
    }
  }
  const visitors = Array.from({ length: VISITORS }, (_, v) => visitor(v).catch(() => {}))
  return { stop: () => (running = false), done: Promise.all(visitors) }
}

async function queryOnce<Row extends pg.QueryResultRow>(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return (await client.query<Row>(text)).rows
  } finally {
    await client.end()
  }
}

/**
 * The OOM killer's way: SIGKILL to the embedded server's whole process group (postmaster and
 * backends), so what PostgreSQL had only in its own memory is gone too, as in a crash of the machine
 * short of the disk's cache.
 */
function killEmbeddedServer(clusterDir: string) {
  const pid = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]
  const group = execFileSync('ps', ['-o', 'pgid=', '-p', pid], { encoding: 'utf8' }).trim()
  process.kill(-Number(group), 'SIGKILL')
}

/** Load, SIGKILL mid-load, start again on the same data: every acknowledged answer must be there. */
async function killUnderLoad(env: NodeJS.ProcessEnv, connectionString: string, alsoKill = () => {}, afterRestart = async () => {}) {
  const first = await startServiceProcess({ ...env, ADMIN_TOKEN: TOKEN })
  const publicId = await publishQuestions(first)
  const acknowledged: string[] = []
  const load = answerUntilKilled(first, publicId, acknowledged)
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS))
  alsoKill()
  await first.stop('SIGKILL')
  load.stop()
  await load.done
  const second = await startServiceProcess({ ...env, ADMIN_TOKEN: TOKEN })
  try {
    const stored = new Set((await queryOnce<{ content: string }>(connectionString, 'SELECT content FROM answers')).map((row) => row.content))
    expect(acknowledged.length).toBeGreaterThan(VISITORS)
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([])
    // The restarted service goes on serving the same bot.
    expect((await post(second, `/v1/bots/${publicId}/startChat`, {})).sessionId).toBeTruthy()
    await afterRestart()
  } finally {
    await second.stop()
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bb-durability-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('an acknowledged answer survives a crash of the service (SIGKILL under load)', () => {
  it('on the embedded PostgreSQL server, killed with the service', async () => {
    const clusterDir = join(dataDir, 'postgres')
    const connectionString = embeddedConnectionString(clusterDir)
    await killUnderLoad({ DATA_DIR: dataDir }, connectionString, () => killEmbeddedServer(clusterDir), async () => {
      // A kill of processes cannot show a lost disk cache: what makes a power cut safe is these settings.
      const settings = await queryOnce(connectionString, "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name")
      expect(settings).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'full_page_writes', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
      ])
    })
  }, 120_000)

  it('on an external PostgreSQL server (DATABASE_URL)', async () => {
    const name = `bb_durability_${createId()}`
    await adminQuery(postgresAdminUrl(), `CREATE DATABASE ${name}`)
    try {
      const url = databaseUrl(postgresAdminUrl(), name)
      await killUnderLoad({ DATA_DIR: join(dataDir, 'external'), DATABASE_URL: url }, url)
    } finally {
      await adminQuery(postgresAdminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  }, 120_000)
})
