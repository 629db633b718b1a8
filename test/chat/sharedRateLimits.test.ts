import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisRateLimiter } from '../../src/server/chat/redisRateLimiter'
import { connectRedis } from '../../src/server/redis/redisClient'
import { createId } from '../../src/shared/ids'
import { findOrStartRedis } from '../support/redis'

let redis: Awaited<ReturnType<typeof findOrStartRedis>>
/** Two clients: what two server processes of one deployment hold. */
let processA: Redis
let processB: Redis
beforeAll(async () => {
  redis = await findOrStartRedis()
  processA = connectRedis(redis.url)
  processB = connectRedis(redis.url)
  await Promise.all([processA.ping(), processB.ping()])
})
afterAll(async () => {
  processA.disconnect()
  processB.disconnect()
  await redis.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Limiters of one name in both processes: one limit, as every process of a deployment builds them. */
const sharedLimiters = (limit: number, windowMs: number) => {
  const name = `test-${createId()}`
  return [createRedisRateLimiter(processA, { name, limit, windowMs }), createRedisRateLimiter(processB, { name, limit, windowMs })]
}

describe('rate limits counted in Redis (REDIS_URL)', () => {
  it('hold one limit for a key whatever process its requests reach', async () => {
    const [a, b] = sharedLimiters(5, 60_000)
    const outcomes = []
    for (let i = 0; i < 10; i++) outcomes.push(await (i % 2 ? a : b)('session-1'))
    expect(outcomes.filter(Boolean)).toHaveLength(5)
    expect(outcomes.slice(5)).toEqual([false, false, false, false, false])
    // Another key has its own allowance.
    expect(await a('session-2')).toBe(true)
  })

  it('count hits over the last window, sliding: old hits leave it one by one, not all at a boundary', async () => {
    const [a, b] = sharedLimiters(2, 3000)
    expect(await a('ip')).toBe(true) // t ≈ 0
    await sleep(1500)
    expect(await b('ip')).toBe(true) // t ≈ 1.5 s
    expect(await a('ip')).toBe(false)
    await sleep(1800) // t ≈ 3.3 s: the first hit has left the window, the second has not
    expect(await b('ip')).toBe(true)
    expect(await a('ip')).toBe(false)
  })

  it('let requests through while Redis cannot be reached, rather than stop every chat', async () => {
    const unreachable = connectRedis('redis://127.0.0.1:1')
    try {
      const limit = createRedisRateLimiter(unreachable, { name: `test-${createId()}`, limit: 1, windowMs: 60_000 })
      expect([await limit('k'), await limit('k'), await limit('k')]).toEqual([true, true, true])
    } finally {
      unreachable.disconnect()
    }
  })
})
