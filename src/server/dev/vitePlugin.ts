import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { Plugin, ViteDevServer } from 'vite'
import type { getDevApp } from './devApp'

/** Paths the service answers; everything else is the admin app, served by Vite. */
const servicePaths = /^\/(api(\/|$)|embed\.js$|b\/)/
/** Pages the service renders that load sources through Vite: they get Vite's dev scripts. */
const servicePages = /^\/b\//

const baseUrlOf = (server: ViteDevServer) => {
  const address = server.httpServer?.address() as AddressInfo | null
  return address ? `http://${server.config.server.host || '127.0.0.1'}:${address.port}` : 'http://127.0.0.1:5173'
}

/** Mounts the real service inside `vite` dev, on the same port, reloading it when its files change. */
export function serviceDevPlugin(): Plugin {
  return {
    name: 'botbuilder-service',
    configureServer(server) {
      const load = async () => {
        const module = (await server.ssrLoadModule('/src/server/dev/devApp.ts')) as { getDevApp: typeof getDevApp }
        return module.getDevApp(baseUrlOf(server))
      }
      // Open the database and print the sign-in URL as soon as the port is known.
      server.httpServer?.once('listening', () => void load().catch((error) => console.error(error)))
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? ''
        if (!servicePaths.test(url)) return next()
        load()
          .then(async (app) => {
            if (!servicePages.test(url) || req.method !== 'GET') return getRequestListener(app.fetch)(req, res)
            // The public page's scripts are sources here: Vite adds what its React plugin needs.
            const response = await app.fetch(new Request(new URL(url, baseUrlOf(server)), { headers: req.headers as HeadersInit }))
            const html = await server.transformIndexHtml(url, await response.text())
            res.writeHead(response.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
          })
          .catch(next)
      })
    },
  }
}
