import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { RateLimiter } from './rateLimiter'

/**
 * A sliding window log in one round trip: the script drops the hits older than the window, refuses
 * when `limit` remain, else records this one. Redis's own clock stamps the hits, so processes whose
 * clocks disagree still share one window.
 */
const slidingWindow = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1`

type SlidingWindowClient = Redis & { slidingWindowHit(key: string, limit: number, windowMs: number, member: string): Promise<number> }

/**
 * One limit for every process that shares `redis` (REDIS_URL). When Redis cannot be reached the hit
 * is let through: a limiter outage must not take the chat down with it (`/api/ready` reports it).
 */
export function createRedisRateLimiter(redis: Redis, options: { name: string; limit: number; windowMs: number }): RateLimiter {
  if (!('slidingWindowHit' in redis)) redis.defineCommand('slidingWindowHit', { numberOfKeys: 1, lua: slidingWindow })
  const client = redis as SlidingWindowClient
  let lastWarning = 0
  return async function hit(key: string) {
    try {
      const allowed = await client.slidingWindowHit(`ratelimit:${options.name}:${key}`, options.limit, options.windowMs, randomUUID())
      return allowed === 1
    } catch (error) {
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now()
        console.error(`[rate limits] Redis unreachable, limits not enforced: ${(error as Error).message}`)
      }
      return true
    }
  }
}
