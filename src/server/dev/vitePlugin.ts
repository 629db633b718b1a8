import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Plugin, ViteDevServer } from 'vite'
import type { getDevApps } from './devApp'

/** Paths the builder's origin hands to the service; everything else is the admin app, served by Vite. */
const builderPaths = /^\/(api(\/|$)|embed\.js$|b\/|chat\/)/
/** Paths the chat origin's service answers; the rest (the chat's sources) comes from Vite. */
const chatPaths = /^\/(api(\/|$)|embed\.js$|b\/|sandbox\/)/
/** Pages the service renders that load sources through Vite: they get Vite's dev scripts. */
const servicePages = /^\/b\//

const baseUrlOf = (server: ViteDevServer) => {
  const address = server.httpServer?.address() as AddressInfo | null
  return address ? `http://${server.config.server.host || '127.0.0.1'}:${address.port}` : 'http://127.0.0.1:5173'
}

/**
 * Mounts the real service inside `vite` dev: the builder's API on Vite's port, and the chat origin
 * on the next one (CHAT_PORT), whose pages load the chat's sources through Vite. Both reload when
 * their files change.
 */
export function serviceDevPlugin(): Plugin {
  return {
    name: 'botbuilder-service',
    configureServer(server) {
      // From the environment as readConfig reads it: the config file must not load the server's modules.
      const host = process.env.HOST || '127.0.0.1'
      const chatPort = Number(process.env.CHAT_PORT) || (Number(process.env.PORT) || 3000) + 1
      const load = async () => {
        const module = (await server.ssrLoadModule('/src/server/dev/devApp.ts')) as { getDevApps: typeof getDevApps }
        return module.getDevApps(baseUrlOf(server), chatPort)
      }
      const serve = (pick: (apps: Awaited<ReturnType<typeof load>>) => Hono, origin: () => string) => (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const url = req.url ?? ''
        load()
          .then(async (apps) => {
            const app = pick(apps)
            if (!servicePages.test(url) || req.method !== 'GET') return getRequestListener(app.fetch)(req, res)
            // The public page's scripts are sources here: Vite adds what its React plugin needs.
            const response = await app.fetch(new Request(new URL(url, origin()), { headers: req.headers as HeadersInit }))
            const html = await server.transformIndexHtml(url, await response.text())
            res.writeHead(response.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
          })
          .catch(next)
      }
      const chatOrigin = () => `http://${host}:${chatPort}`
      const chatListener = createServer((req, res) => {
        if (chatPaths.test(req.url ?? '')) return serve((apps) => apps.chat, chatOrigin)(req, res, () => res.writeHead(500).end())
        server.middlewares(req, res, () => res.writeHead(404).end())
      })
      // Open the database and print the sign-in URL as soon as the port is known.
      server.httpServer?.once('listening', () => {
        chatListener.listen(chatPort, host, () => console.log(`Visitors' pages at ${chatOrigin()}`))
        void load().catch((error) => console.error(error))
      })
      server.httpServer?.once('close', () => chatListener.close())
      // Live editing's WebSocket; Vite's own (hot reload) upgrades are left to it.
      server.httpServer?.on('upgrade', (req, socket, head) => {
        if (!builderPaths.test(req.url ?? '') || !req.url?.startsWith('/api/')) return
        void load().then((apps) => apps.collab.handleUpgrade(req, socket, head), () => socket.destroy())
      })
      server.middlewares.use((req, res, next) => {
        if (!builderPaths.test(req.url ?? '')) return next()
        serve((apps) => apps.builder, () => baseUrlOf(server))(req, res, next)
      })
    },
  }
}
