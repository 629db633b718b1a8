import { Hono } from 'hono'
import { compressResponses } from './http/compressResponses'
import { internalError } from './http/notFound'
import { startSessionScheduler } from './chat/sessionScheduler'
import { mountApi, refuseNulInAddress, securityHeaders, type ServiceDependencies } from './http/mountApi'
import { type ChatAssets, devChatAssets } from './publicPage/chatAssets'
import { mountPublicPages } from './publicPage/publicPageRoutes'
import { SCRIPT_SANDBOX_PATH, scriptSandboxHtml } from '../shared/chat/scriptSandbox'

/**
 * The chat origin as a Hono app: visitors' pages `/b/{publicId}`, the embed, the chat's assets, the
 * sandbox where the builder's preview runs owners' scripts, and the API without the builder's
 * session cookie. What bot owners write runs here, where no builder session can be reached.
 */
const schedulers = new WeakMap<ServiceDependencies['services'], { stop: () => Promise<void> }>()

export function createChatApp({ chatAssets = devChatAssets, ...dependencies }: ServiceDependencies & { chatAssets?: ChatAssets }) {
  const app = new Hono()
  app.use('*', securityHeaders())
  app.use('*', refuseNulInAddress())
  app.use('*', compressResponses())
  mountApi(app, dependencies, { sessionCookies: false })
  mountPublicPages(app, { db: dependencies.db, assets: chatAssets, publicUrl: dependencies.config.chatPublicUrl })
  app.get(SCRIPT_SANDBOX_PATH, (c) => c.html(scriptSandboxHtml, 200, { 'Cache-Control': 'public, max-age=300' }))
  app.onError((error, c) => internalError(c, error))
  // Chats whose input timeout or idle deadline passed move on here, whether or not their page is open (issue 14).
  const { config } = dependencies
  if (config.chat.schedulerIntervalMs > 0) {
    const origin = () => dependencies.chatOrigin(new URL(config.publicUrl ?? `http://${config.host}:${config.port}`))
    // The dev server builds the app again on every edit with the same services: one scheduler each.
    void schedulers.get(dependencies.services)?.stop()
    const scheduler = startSessionScheduler({ db: dependencies.db, services: dependencies.services, origin }, config.chat.schedulerIntervalMs)
    schedulers.set(dependencies.services, scheduler)
    dependencies.services.onClose(scheduler.stop)
  }
  return app
}
