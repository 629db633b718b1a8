import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * A package loaded when first used rather than when the server starts: a start loads what every
 * chat needs, and packages only some deployments or blocks use (Redis, phone numbers) cost
 * 50-70 ms each to load (measured). `require`, so the code that uses one stays synchronous.
 */
export function loadOnFirstUse<T>(id: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= require(id) as T)
}
