import { Hono } from 'hono'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/server/db/database'
import { mountHealth } from '../../src/server/http/health'
import { findOrStartRedis } from '../support/redis'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let redis: Awaited<ReturnType<typeof findOrStartRedis>>
beforeAll(async () => {
  server = await startTestServer()
  redis = await findOrStartRedis()
})
afterAll(async () => {
  await server.close()
  await redis.stop()
})

const get = (base: string, path: string) => fetch(`${base}/api${path}`).then(async (response) => ({ status: response.status, body: await response.json() }))

describe('health and readiness, for load balancers', () => {
  it('/api/health says the process is up, without a token, on both origins', async () => {
    for (const base of [server.baseUrl, server.chatBaseUrl]) expect(await get(base, '/health')).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('/api/ready checks the database and its migrations; Redis is "not configured" without REDIS_URL', async () => {
    expect(await get(server.baseUrl, '/ready')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not configured', accepting: 'ok' } },
    })
  })

  it('is not ready with a migration missing from the database, and says which', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(server.db, sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`)
    try {
      const { status, body } = await get(server.baseUrl, '/ready')
      expect(status).toBe(503)
      expect(body).toMatchObject({ defined: false, code: 'SERVICE_UNAVAILABLE', status: 503, data: { checks: { database: 'ok', migrations: expect.stringMatching(/^\d+ of \d+ applied$/) } } })
    } finally {
      await server.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`)
    }
  })

  it('checks REDIS_URL when set: ready while it answers, 503 naming Redis while it does not', async () => {
    const withRedis = await startTestServer({ env: { REDIS_URL: redis.url } })
    const withDeadRedis = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })
    try {
      expect((await get(withRedis.baseUrl, '/ready')).body.checks.redis).toBe('ok')
      const { status, body } = await get(withDeadRedis.baseUrl, '/ready')
      expect(status).toBe(503)
      expect(body.data.checks).toMatchObject({ database: 'ok', redis: expect.not.stringMatching(/^ok$/) })
    } finally {
      await Promise.all([withRedis.close(), withDeadRedis.close()])
    }
  })

  it('is not ready once the process is shutting down, so the balancer stops sending it visitors', async () => {
    const app = new Hono()
    mountHealth(app, { db: server.db, services: server.services, isDraining: () => true })
    const response = await app.request('/api/ready')
    expect(response.status).toBe(503)
    expect((await response.json()).data.checks.accepting).toBe('shutting down')
  })
})
