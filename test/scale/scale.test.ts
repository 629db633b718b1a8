import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryOnce } from '../support/crashUnderLoad'
import { questionsBot } from '../support/questionsBot'
import { findOrStartRedis } from '../support/redis'
import { postJson, publishBot } from '../support/serviceClient'
import { createTestDatabase } from '../support/testDatabase'
import { FLEET_TOKEN, startFleet } from './support/fleet'
import { type Nginx, startNginx } from './support/nginx'
import { startVisitors } from '../support/visitors'

const PER_SESSION_LIMIT = 6
let redis: Awaited<ReturnType<typeof findOrStartRedis>>
let database: Awaited<ReturnType<typeof createTestDatabase>>
let fleet: Awaited<ReturnType<typeof startFleet>>
let nginx: Nginx

beforeAll(async () => {
  redis = await findOrStartRedis()
  database = await createTestDatabase()
  fleet = await startFleet(2, {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    CHAT_RATE_LIMIT_PER_SESSION: String(PER_SESSION_LIMIT),
    CHAT_RATE_LIMIT_PER_IP: '1000000',
  })
  nginx = await startNginx(fleet.processes)
}, 120_000)
afterAll(async () => {
  await nginx?.stop()
  await fleet?.stop()
  await database?.drop({ force: true })
  await redis?.stop()
})

/** One question asked again and again: a chat that never ends. */
const endlessQuestion = {
  name: 'Endless question',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
  groups: [{ id: 'g1', title: 'Ask', graphCoordinates: { x: 0, y: 100 }, blocks: [{ id: 'q', type: 'text input', options: { variableId: 'v' }, outgoingEdgeId: 'again' }] }],
  edges: [
    { id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } },
    { id: 'again', from: { blockId: 'q' }, to: { groupId: 'g1' } },
  ],
  variables: [{ id: 'v', name: 'Answer' }],
}

describe('two service processes behind nginx, on one PostgreSQL and one Redis', () => {
  it('hold a chat to its rate limit although its messages are spread over both processes', async () => {
    const { publicId } = await publishBot(nginx.base, FLEET_TOKEN, endlessQuestion)
    const { sessionId } = await postJson(nginx.base, `/v1/bots/${publicId}/startChat`, {})
    const statuses = []
    for (let i = 0; i < 2 * PER_SESSION_LIMIT; i++) {
      const response = await fetch(`${nginx.base}/api/v1/sessions/${sessionId}/continueChat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: `answer ${i}` }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(PER_SESSION_LIMIT).fill(200), ...Array(PER_SESSION_LIMIT).fill(429)])
    expect(new Set(nginx.upstreamsOf(sessionId)).size).toBe(2)
  })

  it('loses no acknowledged answer when one process is killed mid-load, and every conversation goes on through the other', async () => {
    const { publicId } = await publishBot(nginx.base, FLEET_TOKEN, questionsBot(3))
    const load = startVisitors(nginx.base, publicId, { count: 12, answersPerChat: 3 })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await fleet.processes[0].stop('SIGKILL')
    const killedAt = performance.now()
    // Until every visitor has been answered again, through the process left (at most 30 s on a busy machine).
    const answeredSinceKill = () => load.visitors.every((visitor) => visitor.acknowledged.some((answer) => answer.at > killedAt))
    for (let waited = 0; waited < 30_000 && !answeredSinceKill(); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
    await load.stop()

    for (const visitor of load.visitors) expect(visitor.acknowledged.filter((answer) => answer.at > killedAt).length, `last failure: ${visitor.lastFailure}`).toBeGreaterThan(0)
    const stored = new Set((await queryOnce<{ content: string }>(database.url, 'SELECT content FROM answers')).map((row) => row.content))
    expect(load.acknowledged().filter((text) => !stored.has(text))).toEqual([])
  }, 60_000)
})
