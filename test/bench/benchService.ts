import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../src/server/app'
import { bootstrap } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { openEmbeddedDatabase } from '../../src/server/db/embedded/openEmbedded'
import { createServices, ephemeralSecret } from '../../src/server/services'

/** The builder's API in this process over loopback HTTP, on a fresh embedded PostgreSQL. */
export async function startBenchService(options: { maxBodySize?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-service-'))
  const handle = await openEmbeddedDatabase(dataDir)
  const config = { ...readConfig({}), ...(options.maxBodySize && { maxBodySize: options.maxBodySize }) }
  const services = createServices(config, { secret: ephemeralSecret() })
  const { signInToken } = await bootstrap(handle.db, services.keys.tokens)
  // The builder's origin alone: these benchmarks never open a visitor's page.
  const app = createApp({ db: handle.db, config, services, chatOrigin: () => 'http://127.0.0.1:1' })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    db: handle.db,
    token: signInToken!,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: async () => {
      server.close()
      await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
