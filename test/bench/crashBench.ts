import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embeddedConnectionString } from '../../src/server/db/embedded/embeddedPostgres'
import { crashUnderLoad, killEmbeddedServer } from '../support/crashUnderLoad'
import { report } from './measure'

/**
 * kill -9 under load, 10 s of 50 visitors answering without pauses, on the embedded PostgreSQL (its
 * processes killed too): acknowledged answers, how many were lost (goal: 0), and the restart time.
 */
export async function runCrashBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-crash-bench-'))
  try {
    const clusterDir = join(dataDir, 'postgres')
    const outcome = await crashUnderLoad({
      env: { DATA_DIR: dataDir, CHAT_RATE_LIMIT_PER_IP: '100000000' },
      connectionString: embeddedConnectionString(clusterDir),
      visitors: 50,
      loadMs: 10_000,
      alsoKill: () => killEmbeddedServer(clusterDir),
    })
    report('crash.json', [{ database: 'embedded PostgreSQL', acknowledged: outcome.acknowledged, lost: outcome.lost.length, goal: 'lost = 0', restartMs: outcome.restartMs }])
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
