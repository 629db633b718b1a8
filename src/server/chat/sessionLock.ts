/**
 * Serialises the turns of one session inside this process: two answers sent at once are processed
 * one after the other, each against the state the previous one left. (Across processes, the saved
 * turn number catches the race and the turn is replayed.)
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>()
  return async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve()
    const current = previous.catch(() => undefined).then(work)
    tails.set(key, current)
    try {
      return await current
    } finally {
      if (tails.get(key) === current) tails.delete(key)
    }
  }
}
export type KeyedLock = ReturnType<typeof createKeyedLock>
