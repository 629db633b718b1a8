import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string; json?: unknown }

/**
 * A local HTTP server on loopback for a fake of a third-party API: records every request (its body
 * read whole, parsed when JSON) and lets `answer` reply as the real service would.
 */
export async function startFakeService(answer: (request: RecordedRequest, res: ServerResponse) => void) {
  const requests: RecordedRequest[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      let json: unknown
      try {
        json = body ? JSON.parse(body) : undefined
      } catch {
        json = undefined
      }
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body, json }
      requests.push(request)
      answer(request, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Answers JSON with a status. */
export const sendJson = (res: ServerResponse, status: number, body: unknown) => void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
