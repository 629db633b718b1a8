import type { Hono } from 'hono';
import { type Context } from 'hono'
import { cors } from 'hono/cors'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Database } from '../db/database'
import type { ServerConfig } from '../config'
import type { ServerServices } from '../services'
import type { CollabHub } from '../collab/collabHub'
import { createApiHandler } from '../api/handler'
import { mountStreamMessage } from '../chat/streamMessage'
import { mountLocalStorage } from '../uploads/localStorageRoutes'
import { mountHealth } from './health'
import { apiNotFound } from './notFound'

export type ServiceDependencies = {
  db: Database
  config: ServerConfig
  services: ServerServices
  /** The chat origin as a caller at `requestUrl` reaches it. */
  chatOrigin: (requestUrl: URL) => string
  /** True once the process is shutting down: `/api/ready` then takes it out of rotation. */
  isDraining?: () => boolean
  /** Live editing (the builder's listener only). */
  collab?: CollabHub
}

/** The peer address; X-Forwarded-For only when the operator says a proxy sets it. */
export const clientAddress = (forwardedFor: string | undefined, peer: string | undefined, config: ServerConfig) =>
  (config.trustProxy && forwardedFor?.split(',')[0]?.trim()) || peer || 'unknown'

const clientIpOf = (c: Context, config: ServerConfig) => clientAddress(c.req.header('x-forwarded-for'), getConnInfo(c).remote.address, config)

/** The public origin: PUBLIC_URL when the service sits behind a proxy, else what the request's URL says. */
export const publicOrigin = (requestUrl: string, config: ServerConfig) => config.publicUrl || new URL(requestUrl).origin

const originOf = (c: Context, config: ServerConfig) => publicOrigin(c.req.url, config)

/** Any origin may call the API with a bearer token; none gets credentials (the session cookie). */
export const API_ALLOWED_ORIGIN = '*'

/**
 * An address carrying a NUL character (`/b/%00`, `?q=%00`) names nothing: PostgreSQL could not
 * even look it up. Answered 404 before any route tries.
 */
export const refuseNulInAddress = () =>
  async function refuseNul(c: Context, next: () => Promise<void>) {
    // A URL cannot carry a raw NUL: only its escape, which has no letters to vary in case.
    if (!c.req.url.includes('%00')) return next()
    return c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not found', 404)
  }

/** Headers every answer of either origin carries. */
export const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' } as const

export const securityHeaders = () =>
  async function setSecurityHeaders(c: Context, next: () => Promise<void>) {
    await next()
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value)
  }

/**
 * The API under `/api` (the oRPC routes, streaming, local uploads): on the builder's listener with
 * the admin app's session cookie, on the chat origin's without it.
 */
export function mountApi(app: Hono, { db, config, services, chatOrigin, isDraining = () => false, collab }: ServiceDependencies, { sessionCookies }: { sessionCookies: boolean }) {
  const api = createApiHandler({ maxBodySize: config.maxBodySize })
  mountHealth(app, { db, services, isDraining })
  app.use('/api/*', cors({ origin: API_ALLOWED_ORIGIN, allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }))
  mountStreamMessage(app, { db, services, originOf: (c) => originOf(c, config) })
  mountLocalStorage(app, {
    db,
    key: services.keys.uploads,
    tokenKey: services.keys.tokens,
    directory: services.uploadsDir,
    maxUploadSize: config.uploads.maxFileSize,
    sessionCookies,
    publicUrl: config.publicUrl,
  })
  app.all('/api/*', async (c, next) => {
    const { matched, response } = await api.handle(c.req.raw, {
      prefix: '/api',
      context: {
        db,
        config,
        services,
        headers: c.req.raw.headers,
        signal: c.req.raw.signal,
        clientIp: clientIpOf(c, config),
        origin: originOf(c, config),
        chatOrigin: chatOrigin(new URL(originOf(c, config))),
        sessionCookies,
        collab,
      },
    })
    if (!matched) return next()
    const answer = c.newResponse(response.body, response)
    // The rest of a refused body may still be on its way: close the connection rather than read it as a request.
    if (response.status === 413) answer.headers.set('Connection', 'close')
    return answer
  })
  app.all('/api/*', apiNotFound)
}
