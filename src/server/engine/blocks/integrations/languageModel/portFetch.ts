import { Readable } from 'node:stream'
import type { HttpPort, HttpRequest } from '../../../ports'

/** The outbound HTTP that hands a response's body over unread (the server's vetted `stream`), for answers streamed to the visitor. */
export type HttpStream = (request: HttpRequest) => Promise<{ status: number; headers: Record<string, string>; body: Readable }>

/** The AI SDK's `fetch` arguments as the engine's request. */
async function toHttpRequest(input: Parameters<typeof fetch>[0], init: RequestInit | undefined, timeoutMs: number): Promise<HttpRequest> {
  const request = new Request(input, init)
  const headers: Record<string, string> = {}
  request.headers.forEach((value, key) => (headers[key] = value))
  const body = request.body ? await request.text() : undefined
  return { url: request.url, method: request.method, headers, body, timeoutMs }
}

/** The exchange, or the signal's reason as soon as it aborts (the whole completion's deadline, over several tool steps). */
function untilAborted<T>(exchange: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return exchange
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    exchange.then(resolve, reject)
  })
}

/**
 * `fetch` for the AI SDK's providers, through the engine's HTTP port: a model's base URL obeys the
 * same address rules (and allowlist) as every other request a bot makes. Answers are read whole,
 * which is what a completion inside a turn needs; streaming to the visitor goes through its own route.
 */
export function portFetch(http: HttpPort, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const response = await untilAborted(
      toHttpRequest(input, init, timeoutMs).then((request) => http.request(request)),
      init?.signal,
    )
    return new Response(response.body, { status: response.status, headers: response.headers })
  }
}

/**
 * The same `fetch`, for the streamMessage route: the body reaches the AI SDK as it arrives, so the
 * model's text deltas can be relayed to the visitor. An abort also stops a body being read.
 */
export function portStreamFetch(stream: HttpStream, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const signal = init?.signal
    const exchange = toHttpRequest(input, init, timeoutMs).then((request) => stream(request))
    const response = await untilAborted(exchange, signal).catch((error: unknown) => {
      // Aborted before the answer came: its body, if it comes, is not read.
      exchange.then((late) => late.body.destroy(), () => undefined)
      throw error
    })
    if (signal) {
      const stop = () => response.body.destroy(signal.reason instanceof Error ? signal.reason : new Error('The request was aborted'))
      if (signal.aborted) stop()
      else {
        signal.addEventListener('abort', stop, { once: true })
        response.body.once('close', () => signal.removeEventListener('abort', stop))
      }
    }
    return new Response(Readable.toWeb(response.body) as ReadableStream<Uint8Array>, { status: response.status, headers: response.headers })
  }
}
