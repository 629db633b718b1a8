import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A site on another origin than the service (a port of its own) serving the page a test sets: where embeds are tried. */
export async function startOtherSite() {
  let html = ''
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    /** Its address; any path serves the same page. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    serve: (page: string) => void (html = page),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type OtherSite = Awaited<ReturnType<typeof startOtherSite>>
