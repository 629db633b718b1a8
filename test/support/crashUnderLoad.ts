import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { createId } from '../../src/shared/ids'
import { questionsBot } from './questionsBot'
import { postJson, publishBot } from './serviceClient'
import { startServiceProcess } from './serviceProcess'
import { startVisitors } from './visitors'

const TOKEN = `crash-${createId()}`
const questions = questionsBot(5)

export async function queryOnce<Row extends pg.QueryResultRow>(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return (await client.query<Row>(text)).rows
  } finally {
    await client.end()
  }
}

/**
 * The OOM killer's way: SIGKILL to the embedded server's whole process group (postmaster and
 * backends), so what PostgreSQL had only in its own memory is gone too.
 */
export function killEmbeddedServer(clusterDir: string) {
  const pid = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]
  const group = execFileSync('ps', ['-o', 'pgid=', '-p', pid], { encoding: 'utf8' }).trim()
  process.kill(-Number(group), 'SIGKILL')
}

export type CrashOptions = {
  env: NodeJS.ProcessEnv
  /** Where the answers are read back after the restart. */
  connectionString: string
  visitors: number
  loadMs: number
  /** Killed with the service (the embedded server's processes, say). */
  alsoKill?: () => void
  /** Runs while the restarted service is up. */
  afterRestart?: () => Promise<void>
}

/**
 * Visitors answer a published bot as fast as they can; mid-load the service gets SIGKILL; it is
 * started again on the same data, and every answer it had acknowledged with 200 is looked for.
 */
export async function crashUnderLoad({ env, connectionString, visitors, loadMs, alsoKill = () => {}, afterRestart = async () => {} }: CrashOptions) {
  const first = await startServiceProcess({ ...env, ADMIN_TOKEN: TOKEN })
  const { publicId } = await publishBot(first.base, TOKEN, questions)
  const load = startVisitors(first.base, publicId, { count: visitors, answersPerChat: 5 })
  await new Promise((resolve) => setTimeout(resolve, loadMs))
  alsoKill()
  await first.stop('SIGKILL')
  await load.stop()
  const acknowledged = load.acknowledged()
  const restarting = performance.now()
  const second = await startServiceProcess({ ...env, ADMIN_TOKEN: TOKEN })
  const restartMs = Math.round(performance.now() - restarting)
  try {
    const stored = new Set((await queryOnce<{ content: string }>(connectionString, 'SELECT content FROM answers')).map((row) => row.content))
    // The restarted service goes on serving the same bot.
    const startsAgain = Boolean((await postJson(second.base, `/v1/bots/${publicId}/startChat`, {})).sessionId)
    await afterRestart()
    return { acknowledged: acknowledged.length, lost: acknowledged.filter((text) => !stored.has(text)), restartMs, startsAgain }
  } finally {
    await second.stop()
  }
}
