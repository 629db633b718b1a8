import { chatOriginFor, createApp } from '../app'
import { bootstrap, signInMessage } from '../bootstrap'
import { createChatApp } from '../chatApp'
import { readConfig } from '../config'
import type { DatabaseHandle } from '../db/database'
import { openDatabase } from '../db/open'
import { createServices, type ServerServices } from '../services'
import { createCollabHub, type CollabHub } from '../collab/collabHub'

type DevState = { handle: Promise<DatabaseHandle>; services: ServerServices; announced: boolean; collab?: CollabHub }

// Vite re-evaluates this module on every edit; the embedded database server (one per folder) must survive that.
const globalState = globalThis as typeof globalThis & { __botBuilderDev?: DevState }

/** The builder's and the chat origin's apps for Vite's dev server, on a database opened once per process. */
export async function getDevApps(baseUrl: string, chatPort: number) {
  const config = readConfig()
  // Services hold worker threads: built once, like the database.
  globalState.__botBuilderDev ??= { handle: openDatabase(config), services: createServices(config), announced: false }
  const state = globalState.__botBuilderDev
  const { db } = await state.handle
  if (!state.announced) {
    state.announced = true
    console.log(signInMessage(await bootstrap(db, state.services.keys.tokens, config.adminToken), baseUrl))
  }
  // Live editing keeps rooms and a listening connection: one per process, like the services.
  state.collab ??= createCollabHub({ db, tokenKey: state.services.keys.tokens, redis: state.services.redis, publicUrl: config.publicUrl, maxMessageSize: config.maxBodySize })
  const dependencies = { db, config, services: state.services, chatOrigin: chatOriginFor(config, () => chatPort), collab: state.collab }
  return { builder: createApp(dependencies), chat: createChatApp(dependencies), collab: state.collab }
}
