/** A map that keeps its `capacity` most recently stored entries, dropping the oldest beyond. */
export function createLruMap<K, V>(capacity: number) {
  const entries = new Map<K, V>()
  return {
    get: (key: K) => entries.get(key),
    set(key: K, value: V) {
      // Re-inserting moves the key to the end: Map iterates in insertion order, oldest first.
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > capacity) entries.delete(entries.keys().next().value as K)
    },
    delete: (key: K) => entries.delete(key),
  }
}
