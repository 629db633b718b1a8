import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { type Database, queryRows } from '../db/database'
import { migrationsFolder } from '../db/migrationsFolder'
import type { ServerServices } from '../services'

/** 'ok', 'not configured', or what is wrong. */
type Check = string

/** How long a dependency may take to answer before the process is said not ready. */
const CHECK_TIMEOUT_MS = 2000

const withTimeout = <T>(work: Promise<T>, what: string) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref())])

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The migrations this build ships, from drizzle's journal: the database must have applied them all. */
const shippedMigrations = (): number =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length

async function databaseChecks(db: Database, expected: number): Promise<{ database: Check; migrations: Check }> {
  try {
    const [{ applied }] = await withTimeout(queryRows<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`), 'the database')
    return { database: 'ok', migrations: applied >= expected ? 'ok' : `${applied} of ${expected} applied` }
  } catch (error) {
    return { database: failure(error), migrations: 'unknown' }
  }
}

async function redisCheck(services: ServerServices): Promise<Check> {
  if (!services.redis) return 'not configured'
  try {
    await withTimeout(services.redis.ping(), 'Redis')
    return 'ok'
  } catch (error) {
    return failure(error)
  }
}

/**
 * `GET /api/health`: the process is up and its event loop turns (for restarts). `GET /api/ready`:
 * the database answers with every migration applied, Redis answers when configured, and the process
 * is not shutting down (for load balancers: 503 takes it out of rotation).
 */
export function mountHealth(app: Hono, { db, services, isDraining }: { db: Database; services: ServerServices; isDraining: () => boolean }) {
  const expected = shippedMigrations()
  const noStore = { 'Cache-Control': 'no-store' }
  app.get('/api/health', (c) => c.json({ status: 'ok' }, 200, noStore))
  app.get('/api/ready', async (c: Context) => {
    const [database, redis] = await Promise.all([databaseChecks(db, expected), redisCheck(services)])
    const checks = { ...database, redis, accepting: isDraining() ? 'shutting down' : 'ok' }
    const ready = Object.values(checks).every((check) => check === 'ok' || check === 'not configured')
    if (ready) return c.json({ status: 'ready', checks }, 200, noStore)
    return c.json({ defined: false, code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Not ready', data: { checks } }, 503, noStore)
  })
}
