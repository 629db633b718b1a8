import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'

/** Answers a request itself and says true, or says false and leaves it untouched. */
export type Lane = (request: IncomingMessage, response: ServerResponse) => boolean

/** A Node HTTP server answering with `fetch` (a Hono app) whatever `lane` does not take. */
export function createListener(fetch: (request: Request) => Response | Promise<Response>, lane?: Lane): Server {
  const general = getRequestListener(fetch)
  return createServer((request, response) => {
    if (!lane?.(request, response)) void general(request, response)
  })
}
