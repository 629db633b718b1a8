import { createServer, request, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The e2e service behind a link a test can cut: an HTTP proxy on a port of its own that forwards
 * every request, except those `refuse` picks, whose connection it drops as a lost network does.
 * Playwright's routing cannot stand in for it: Chromium lets a request that a page sends while it
 * unloads (the save on leaving) past both routing and offline emulation.
 */
export async function startServiceLink(serviceUrl: string) {
  const service = new URL(serviceUrl)
  let refused: ((request: IncomingMessage) => boolean) | undefined
  const server = createServer((incoming, answer) => {
    if (refused?.(incoming)) return void incoming.socket.destroy()
    // The Host header goes as it came: the service names its links after the address the page used.
    const forwarded = request({ host: service.hostname, port: service.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers)
      response.pipe(answer)
    })
    forwarded.on('error', () => answer.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    /** The origin to open pages on. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Drops the requests `pick` chooses from now on; `undefined` lets everything through again. */
    refuse: (pick?: (request: IncomingMessage) => boolean) => void (refused = pick),
    close: () => {
      // The page's keep-alive connections would hold the close open.
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
