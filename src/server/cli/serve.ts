import cluster from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { runCluster } from '../cluster/runCluster'
import { workerCount } from '../cluster/workerCount'
import { exitOnStartupError, startServer } from '../main'

/**
 * Serves the API (and the app, when built) without building anything first: one process, or with
 * `--workers N` / WORKERS=N a cluster of N that runs this same file in each worker.
 */
async function serve() {
  if (cluster.isWorker) return startServer({ clusterWorker: true })
  const workers = workerCount(process.argv, process.env)
  return workers > 1 ? runCluster(workers, fileURLToPath(import.meta.url)) : startServer()
}
await serve().catch(exitOnStartupError)
