import { Hono } from 'hono'
import type { ServerConfig } from './config'
import { openApiDocument } from './api/openapi'
import { renderDocsPage } from './docs/docsPage'
import { compressResponses } from './http/compressResponses'
import { internalError } from './http/notFound'
import { mountApi, refuseNulInAddress, securityHeaders, type ServiceDependencies } from './http/mountApi'
import { mountStaticApp } from './http/staticApp'

export type AppDependencies = ServiceDependencies & {
  /** Folder of the built admin app; absent in dev (Vite serves it) and in API tests. */
  clientDir?: string
}

/** CHAT_PUBLIC_URL, else the host the caller used, on the chat listener's port (known once it listens). */
export const chatOriginFor =
  (config: ServerConfig, chatPort: () => number) =>
  (requestUrl: URL): string =>
    config.chatPublicUrl ?? `${requestUrl.protocol}//${requestUrl.hostname}:${chatPort()}`

/**
 * The builder's origin as a Hono app: the admin app and the API. Visitors' pages live on the chat
 * origin (see chatApp.ts): their addresses here redirect there. Only the entry file binds a port.
 */
export function createApp({ clientDir, ...dependencies }: AppDependencies) {
  const app = new Hono()
  app.use('*', securityHeaders())
  app.use('*', refuseNulInAddress())
  app.use('*', compressResponses())
  app.get('/api/openapi.json', async (c) => c.json(await openApiDocument()))
  app.get('/api/docs', async (c) => c.html(renderDocsPage(await openApiDocument())))
  mountApi(app, dependencies, { sessionCookies: true })

  // Owners' code never runs here: old links and embed snippets are sent to the chat origin.
  const toChatOrigin = (c: { req: { url: string } }) => {
    const url = new URL(c.req.url)
    return `${dependencies.chatOrigin(new URL(dependencies.config.publicUrl ?? url.origin))}${url.pathname}${url.search}`
  }
  app.get('/b/*', (c) => c.redirect(toChatOrigin(c), 302))
  app.get('/embed.js', (c) => c.redirect(toChatOrigin(c), 302))
  app.get('/chat/*', (c) => c.redirect(toChatOrigin(c), 302))

  mountStaticApp(app, clientDir, { stripeJsUrl: dependencies.config.stripe.jsUrl })
  app.onError((error, c) => internalError(c, error))
  return app
}
