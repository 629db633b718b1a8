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

/** Starts the service: database (migrated), first-start account, then the HTTP server. */
export async function startServer() {
  const config = readConfig()
  const handle = await openDatabase(config)
  const outcome = await bootstrap(handle.db, config.adminToken)
  const services = createServices(config)
  const app = createApp({ db: handle.db, config, services, clientDir, chatAssets: builtChatAssets(chatDir) })
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const baseUrl = `http://${config.host}:${info.port}`
    console.log(`Chatbot builder running at ${baseUrl} (${handle.kind === 'pglite' ? `data in ${config.dataDir}` : 'PostgreSQL'})`)
    console.log(signInMessage(outcome, baseUrl))
  })
  const stop = () => {
    server.close()
    void Promise.allSettled([services.close(), handle.close()]).finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
