import type { HttpPort } from '../../../ports'

/**
 * `fetch` for the AI SDK's providers, through the engine's HTTP port: a model's base URL obeys the
 * same address rules (and allowlist) as every other request a bot makes. Answers are read whole,
 * which is what a completion inside a turn needs; streaming to the visitor goes through its own route.
 * An aborted signal (the whole completion's deadline, over several tool steps) rejects at once.
 */
export function portFetch(http: HttpPort, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const headers: Record<string, string> = {}
    request.headers.forEach((value, key) => (headers[key] = value))
    const body = request.body ? await request.text() : undefined
    const exchange = http.request({ url: request.url, method: request.method, headers, body, timeoutMs })
    const signal = init?.signal
    const response = await (signal
      ? new Promise<Awaited<typeof exchange>>((resolve, reject) => {
          if (signal.aborted) return reject(signal.reason)
          signal.addEventListener('abort', () => reject(signal.reason), { once: true })
          exchange.then(resolve, reject)
        })
      : exchange)
    return new Response(response.body, { status: response.status, headers: response.headers })
  }
}
