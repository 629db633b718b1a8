/**
 * Holds back the requests of one HTTP method until `release()`, so a test can look at the screen
 * while a change is in flight (optimistic updates). The app reads `globalThis.fetch` per call.
 */
export function holdRequests(method: string) {
  const original = globalThis.fetch
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  globalThis.fetch = async (input, init) => {
    const requestMethod = input instanceof Request ? input.method : (init?.method ?? 'GET')
    if (requestMethod === method) await gate
    return original(input, init)
  }
  return {
    release,
    restore: () => {
      release()
      globalThis.fetch = original
    },
  }
}
