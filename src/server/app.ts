import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Database } from './db/database'
import type { ServerConfig } from './config'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { ServerServices } from './services'
import { createApiHandler } from './api/handler'
import { generateOpenApiDocument } from './api/openapi'
import { renderDocsPage } from './docs/docsPage'
import { compressResponses } from './http/compressResponses'
import { apiNotFound, internalError } from './http/notFound'
import { mountStaticApp } from './http/staticApp'
import { type ChatAssets, devChatAssets } from './publicPage/chatAssets'
import { mountPublicPages } from './publicPage/publicPageRoutes'
import { mountLocalStorage } from './uploads/localStorageRoutes'
import { mountStreamMessage } from './chat/streamMessage'

/** The peer address; X-Forwarded-For only when the operator says a proxy sets it. */
const clientIpOf = (c: Context, config: ServerConfig) =>
  (config.trustProxy && c.req.header('x-forwarded-for')?.split(',')[0]?.trim()) || getConnInfo(c).remote.address || 'unknown'

/** The public origin: PUBLIC_URL when the service sits behind a proxy, else what the request says. */
const originOf = (c: Context, config: ServerConfig) => config.publicUrl || new URL(c.req.url).origin

export type AppDependencies = {
  db: Database
  config: ServerConfig
  services: ServerServices
  /** Folder of the built admin app; absent in dev (Vite serves it) and in API tests. */
  clientDir?: string
  /** Scripts of the public page and embed; the sources (for Vite dev) when absent. */
  chatAssets?: ChatAssets
}

/** The whole service as a Hono app; only the entry file binds a port, so tests run it in-process. */
export function createApp({ db, config, services, clientDir, chatAssets = devChatAssets }: AppDependencies) {
  const app = new Hono()
  const api = createApiHandler({ maxBodySize: config.maxBodySize })
  const openApiDocument = generateOpenApiDocument('/api')

  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  })
  app.use('*', compressResponses())
  // Bearer tokens are not cookies, so any origin may call the API: that is how another app reaches this service.
  app.use('/api/*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }))

  app.get('/api/openapi.json', async (c) => c.json(await openApiDocument))
  app.get('/api/docs', async (c) => c.html(renderDocsPage(await openApiDocument)))
  mountStreamMessage(app, { db, services })
  mountLocalStorage(app, { db, key: services.keys.uploads, directory: services.uploadsDir, maxUploadSize: config.uploads.maxFileSize })
  app.all('/api/*', async (c, next) => {
    const { matched, response } = await api.handle(c.req.raw, {
      prefix: '/api',
      context: { db, config, services, headers: c.req.raw.headers, clientIp: clientIpOf(c, config), origin: originOf(c, config) },
    })
    return matched ? c.newResponse(response.body, response) : next()
  })
  app.all('/api/*', apiNotFound)

  mountPublicPages(app, { db, assets: chatAssets, publicUrl: config.publicUrl })
  mountStaticApp(app, clientDir)
  app.onError((error, c) => {
    console.error('[http] unhandled error:', error)
    return internalError(c)
  })
  return app
}
