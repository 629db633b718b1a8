import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { bootstrap, signInMessage } from './bootstrap'
import { readConfig } from './config'
import { openDatabase } from './db/open'
import { createServices } from './services'
import { builtChatAssets } from './publicPage/chatAssets'

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url))
const chatDir = fileURLToPath(new URL('../../dist/chat', import.meta.url))

/** Starts the service: database (migrated), first-start account, then the HTTP server; resolves once it listens. */
export async function startServer() {
  const config = readConfig()
  const handle = await openDatabase(config)
  const outcome = await bootstrap(handle.db, config.adminToken)
  const services = createServices(config)
  const app = createApp({ db: handle.db, config, services, clientDir, chatAssets: builtChatAssets(chatDir) })
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
      const baseUrl = `http://${config.host}:${info.port}`
      console.log(`Chatbot builder running at ${baseUrl} (${handle.kind === 'embedded' ? `data in ${config.dataDir}` : 'PostgreSQL'})`)
      console.log(signInMessage(outcome, baseUrl))
      resolve(listening)
    })
    listening.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? new Error(`port ${config.port} of ${config.host} is in use. Stop what uses it or set PORT.`) : error
      // The database is closed (and its data folder released) before the caller hears of the failure.
      void Promise.allSettled([services.close(), handle.close()]).then(() => reject(reason))
    })
  })
  const stop = () => {
    server.close()
    void Promise.allSettled([services.close(), handle.close()]).finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
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
