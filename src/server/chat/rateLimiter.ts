/** Counts one hit of `key`; false when the key is over its limit. */
export type RateLimiter = (key: string) => Promise<boolean>

/**
 * Fixed-window counters per key (an IP, a session) kept in memory: enough for one process. With
 * REDIS_URL, every process counts in Redis instead (`createRedisRateLimiter`).
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now
  const windows = new Map<string, { startedAt: number; count: number }>()
  let lastSweep = now()

  return async function hit(key: string) {
    const time = now()
    if (time - lastSweep > options.windowMs) {
      for (const [k, w] of windows) if (time - w.startedAt >= options.windowMs) windows.delete(k)
      lastSweep = time
    }
    const window = windows.get(key)
    if (!window || time - window.startedAt >= options.windowMs) {
      windows.set(key, { startedAt: time, count: 1 })
      return true
    }
    window.count += 1
    return window.count <= options.limit
  }
}
