import cluster from 'node:cluster'
import { join } from 'node:path'
import { bootstrap, signInMessage } from '../bootstrap'
import { readConfig } from '../config'
import { embeddedConnectionString } from '../db/embedded/embeddedPostgres'
import { openDatabase } from '../db/open'
import type { WorkerListening } from '../main'
import { deriveKey, loadServerSecret } from '../secrets/serverSecret'

/** A worker that dies is replaced after this pause, so a crash loop does not spin the CPU. */
const RESTART_DELAY_MS = 500

/**
 * `npm run cluster -- --workers N` (or WORKERS=N npm start): this process opens the database (the
 * embedded server runs here, for all), makes the first-start account and the server secret, then
 * runs N server processes that share both listeners (each accepts connections from them).
 * Each has its own sandbox pool; rate limits are shared through REDIS_URL. A worker that dies is
 * replaced while the others keep serving; SIGTERM stops them gracefully, then the database.
 */
export async function runCluster(workers: number, entry: string) {
  const config = readConfig()
  const handle = await openDatabase(config)
  // Created (when not set) once here: workers started together must not each write a different one.
  const secret = loadServerSecret(config.dataDir, config.serverSecret)
  const outcome = await bootstrap(handle.db, deriveKey(secret, 'tokens'), config.adminToken)
  const workerEnv = { DATABASE_URL: config.databaseUrl ?? embeddedConnectionString(join(config.dataDir, 'postgres')) }
  // Every worker accepts on the shared listeners itself. In Node's default round-robin the primary
  // accepts and hands each connection to a worker, keeping it until that worker says it took it:
  // a worker killed between the two leaves its connection open and unanswered for good (seen in CI).
  // Here a connection is taken by whichever live worker accepts it; one accepted by a dying worker
  // is reset, which a caller (or nginx) can retry.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  cluster.setupPrimary({ exec: entry })
  let stopping = false
  let announced = false

  const stopAll = async (exitCode: number) => {
    stopping = true
    const exits = Object.values(cluster.workers ?? {}).map((worker) =>
      new Promise<void>((resolve) => {
        if (!worker || worker.isDead()) return resolve()
        worker.once('exit', () => resolve())
        worker.process.kill('SIGTERM')
      }),
    )
    await Promise.all(exits)
    await handle.close()
    process.exit(exitCode)
  }

  const fork = () => {
    const worker = cluster.fork(workerEnv)
    worker.on('message', (message: WorkerListening) => {
      if (message?.type !== 'listening' || announced) return
      announced = true
      console.log(`Chatbot builder running at ${message.builder} (${workers} processes, ${handle.kind === 'embedded' ? `data in ${config.dataDir}` : 'PostgreSQL'})`)
      console.log(`Visitors' pages at ${message.chat}`)
      console.log(signInMessage(outcome, message.builder))
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    if (!announced) {
      // None could start (a port taken, a bad setting): another would fail the same way.
      console.error('Could not start the chatbot builder: a server process failed at start (see above).')
      void stopAll(1)
      return
    }
    // Once serving, a death is replaced, even one at start (the database away for a moment): the others go on.
    console.error(`[cluster] server process ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`)
    setTimeout(fork, RESTART_DELAY_MS)
  })
  for (let i = 0; i < workers; i++) fork()
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))
}
