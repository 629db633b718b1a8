import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; rawBody: string; body: unknown }
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> }

const parse = (raw: string, contentType: string | undefined): unknown => {
  if (!raw) return undefined
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw))
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/**
 * A loopback HTTP server for a provider's fake: records every request (its JSON or form body
 * parsed) and answers what `answer` returns; an object body is sent as JSON.
 */
export async function startFakeService(answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: RecordedRequest[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, rawBody: raw, body: parse(raw, req.headers['content-type']) }
      requests.push(request)
      const { status, body, headers } = await answer(request)
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
      res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
