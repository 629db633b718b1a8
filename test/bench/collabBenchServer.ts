import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../src/server/app'
import { bootstrap } from '../../src/server/bootstrap'
import { createCollabHub } from '../../src/server/collab/collabHub'
import { logSize } from '../../src/server/collab/collabStore'
import { readConfig } from '../../src/server/config'
import { openEmbeddedDatabase } from '../../src/server/db/embedded/openEmbedded'
import { createServices, ephemeralSecret } from '../../src/server/services'

// The service of the live-editing benchmark, in a process of its own so its CPU and memory are its
// own. Answers one JSON line per command read on stdin: stats, log <botId>, compact <botId>, stop.

const dataDir = mkdtempSync(join(tmpdir(), 'bb-collab-bench-'))
const handle = await openEmbeddedDatabase(dataDir)
const config = { ...readConfig({}), maxBodySize: 20 * 1024 * 1024 }
const services = createServices(config, { secret: ephemeralSecret() })
const { signInToken } = await bootstrap(handle.db, services.keys.tokens)
// Compaction only when asked, so the log's size after editing can be read.
const collab = createCollabHub({ db: handle.db, tokenKey: services.keys.tokens, maxMessageSize: config.maxBodySize, room: { compactEvery: Number.MAX_SAFE_INTEGER } })
const app = createApp({ db: handle.db, config, services, chatOrigin: () => 'http://127.0.0.1:1', collab })
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
collab.attach(server as unknown as Server)

const answer = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`)
answer({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: signInToken })

for await (const line of createInterface({ input: process.stdin })) {
  const [command, botId] = line.trim().split(' ')
  if (command === 'stats') answer({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss, at: performance.now() })
  else if (command === 'log') answer(await logSize(handle.db, botId))
  else if (command === 'compact') answer(await collab.store.compact(botId))
  else if (command === 'stop') {
    await collab.close()
    server.close()
    await Promise.allSettled([services.close(), handle.close()])
    rmSync(dataDir, { recursive: true, force: true })
    answer({ stopped: true })
    process.exit(0)
  }
}
