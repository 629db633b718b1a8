import { fileURLToPath } from 'node:url'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chatOriginFor, createApp } from './app'
import { bootstrap, signInMessage } from './bootstrap'
import { createChatApp } from './chatApp'
import { readConfig } from './config'
import { openDatabase } from './db/open'
import { createServices } from './services'
import { builtChatAssets } from './publicPage/chatAssets'
import { answerClientErrors } from './http/clientErrors'
import { drainListeners } from './http/drain'
import { createCollabHub } from './collab/collabHub'
import { chatTurnLane } from './http/chatTurnLane'
import { createListener, type Lane } from './http/listener'

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url))
const chatDir = fileURLToPath(new URL('../../dist/chat', import.meta.url))

type Listener = Server

/** Binds one listener; a port in use is said in words. */
function listen(fetch: (request: Request) => Response | Promise<Response>, lane: Lane, host: string, port: number, setting: string) {
  return new Promise<Listener>((resolve, reject) => {
    const listener = createListener(fetch, lane).listen(port, host, () => resolve(listener))
    answerClientErrors(listener)
    listener.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} of ${host} is in use. Stop what uses it or set ${setting}.`) : error),
    )
  })
}

const portOf = (listener: Listener) => (listener.address() as AddressInfo).port

/** What a cluster worker tells its primary once it serves (see cluster/runCluster.ts). */
export type WorkerListening = { type: 'listening'; builder: string; chat: string }

/**
 * Starts the service: database (migrated), first-start account, then two listeners: the builder's
 * origin (admin app and API) and the chat origin (visitors' pages, the embed, owners' code; the
 * next port by default). Resolves once both listen. A cluster worker leaves the first start to its
 * primary and reports its addresses to it instead of printing them.
 */
export async function startServer({ clusterWorker = false } = {}) {
  const config = readConfig()
  const handle = await openDatabase(config)
  const services = createServices(config)
  const outcome = clusterWorker ? undefined : await bootstrap(handle.db, services.keys.tokens, config.adminToken)
  const collab = createCollabHub({ db: handle.db, tokenKey: services.keys.tokens, redis: services.redis, publicUrl: config.publicUrl, maxMessageSize: config.maxBodySize })
  const listeners: Listener[] = []
  let draining = false
  // The database last: the scheduler and the live-editing bus still hold connections until their own close.
  const closeAll = async () => {
    await Promise.allSettled([...listeners.map((l) => new Promise((resolve) => l.close(resolve))), collab.close().then(() => services.close())])
    await handle.close()
  }
  try {
    let chatPort = config.chatPort
    const dependencies = { db: handle.db, config, services, chatOrigin: chatOriginFor(config, () => chatPort), isDraining: () => draining, collab }
    const chat = await listen(createChatApp({ ...dependencies, chatAssets: builtChatAssets(chatDir) }).fetch, chatTurnLane(dependencies, { sessionCookies: false }), config.host, config.chatPort, 'CHAT_PORT')
    listeners.push(chat)
    chatPort = portOf(chat)
    const builder = await listen(createApp({ ...dependencies, clientDir }).fetch, chatTurnLane(dependencies, { sessionCookies: true }), config.host, config.port, 'PORT')
    listeners.push(builder)
    collab.attach(builder)
    const baseUrl = `http://${config.host}:${portOf(builder)}`
    const chatUrl = dependencies.chatOrigin(new URL(config.publicUrl ?? baseUrl))
    if (clusterWorker) process.send?.({ type: 'listening', builder: baseUrl, chat: chatUrl } satisfies WorkerListening)
    else {
      console.log(`Chatbot builder running at ${baseUrl} (${handle.kind === 'embedded' ? `data in ${config.dataDir}` : 'PostgreSQL'})`)
      console.log(`Visitors' pages at ${chatUrl}`)
      console.log(signInMessage(outcome!, baseUrl))
    }
  } catch (error) {
    // The database is closed (and its data folder released) before the caller hears of the failure.
    await closeAll()
    throw error
  }
  // SIGTERM (a deploy, a load balancer draining) lets turns in flight finish; a second signal cuts them.
  const stop = async () => {
    if (draining) process.exit(1)
    draining = true
    // Editors reconnect to another process at once rather than wait out the grace period.
    // Bounded: a room that cannot write its document back must not hold the shutdown forever.
    await Promise.race([collab.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref())])
    const finished = await drainListeners(listeners, config.shutdownGraceMs)
    if (!finished) console.error(`[server] requests still running after ${config.shutdownGraceMs} ms were cut (SHUTDOWN_GRACE_MS)`)
    await services.close().catch(() => {})
    await handle.close().catch(() => {})
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

/**
 * For the command-line entries: a failure to start (data folder in use, a bad setting, a port taken)
 * is said in one line rather than a stack trace, which DEBUG=1 still prints.
 */
export function exitOnStartupError(error: unknown): never {
  if (process.env.DEBUG) console.error(error)
  console.error(`Could not start the chatbot builder: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
