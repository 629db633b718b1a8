import { execSync, spawnSync } from 'node:child_process'
import pg from 'pg'
import { postgresAdminUrl } from './databases'

/**
 * Runs the API and chat suites a second time against a real PostgreSQL server (the chat's
 * persistence is hand-written SQL). It starts the local
 * cluster when it is down; when no server can be reached it says so loudly, and fails under CI.
 */
async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

function tryStartLocalCluster() {
  try {
    const version = execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n')[0]
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' })
  } catch {
    // No local cluster to start: the caller reports the server as unreachable.
  }
}

if (!(await reachable())) {
  tryStartLocalCluster()
  await new Promise((resolve) => setTimeout(resolve, 2000))
}
if (!(await reachable())) {
  const banner = '!'.repeat(78)
  console.error(`\n${banner}\n  PostgreSQL is NOT reachable at ${postgresAdminUrl()}\n  The API suite did NOT run on PostgreSQL. Set TEST_PG_ADMIN_URL or start a server.\n${banner}\n`)
  process.exit(process.env.CI ? 1 : 0)
}

console.log(`Running the API and chat suites on PostgreSQL (${postgresAdminUrl()})`)
const run = spawnSync('npx', ['vitest', 'run', 'test/api', 'test/chat', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
})
process.exit(run.status ?? 1)
