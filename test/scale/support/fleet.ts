import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServiceProcess, type ServiceProcess, type StartOptions } from '../../support/serviceProcess'

export const FLEET_TOKEN = 'fleet-admin-token'

/**
 * `count` service processes of one deployment, each on its own ports: one PostgreSQL, one Redis,
 * one server secret, behind a proxy (TRUST_PROXY). Started one after the other, so the first
 * alone makes the owner's account.
 */
export async function startFleet(count: number, env: { DATABASE_URL: string; REDIS_URL: string } & NodeJS.ProcessEnv, options: StartOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-fleet-'))
  const shared = { ...env, DATA_DIR: dataDir, SERVER_SECRET: randomBytes(32).toString('hex'), ADMIN_TOKEN: FLEET_TOKEN, TRUST_PROXY: 'true' }
  const processes: ServiceProcess[] = []
  try {
    for (let i = 0; i < count; i++) processes.push(await startServiceProcess({ ...shared, CHAT_PORT: '0' }, options))
  } catch (error) {
    await Promise.all(processes.map((p) => p.stop()))
    throw error
  }
  return {
    processes,
    stop: async () => {
      await Promise.all(processes.map((p) => p.stop()))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
