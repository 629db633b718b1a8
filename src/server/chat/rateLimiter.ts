/**
 * Fixed-window counters per key (an IP, a session) kept in memory. Enough for one process; a
 * deployment with several processes would put these counters in a shared store.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const windows = new Map<string, { startedAt: number; count: number }>()
  let lastSweep = now()

  /** Counts one hit; false when the key is over its limit in the current window. */
  return function hit(key: string): boolean {
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
export type RateLimiter = ReturnType<typeof createRateLimiter>
