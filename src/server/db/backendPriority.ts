import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import type pg from 'pg'

/**
 * Puts the PostgreSQL backend behind `client` below normal CPU priority, for bulk work (an export's
 * pages) that must yield to chat turns, as the export's render worker does for its own thread.
 *
 * A nice value alone would not do it. PostgreSQL makes every backend the leader of a session of its
 * own, and Linux with autogroups (on whenever the kernel has them) shares the cores between sessions
 * first, then between a session's processes by their nice values: a backend's nice value weighs it
 * only against itself, and an export's backend took as much of the machine as the whole service.
 * What weighs it against the service is its session's autogroup nice, set here too.
 *
 * Only for a server on this machine (over a Unix socket, as the embedded one is) and where we may
 * (the server's own user, or root); elsewhere the backend keeps its priority. Answers whether it was lowered.
 */
export async function lowerBackendPriority(client: pg.Client, priority: number = constants.priority.PRIORITY_BELOW_NORMAL): Promise<boolean> {
  if (process.platform !== 'linux' || !client.host.startsWith('/')) return false
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
  const pid = rows[0].pid
  try {
    // A socket shared with a container names a pid of the container's: only a postgres process of ours is touched.
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) return false
    setPriority(pid, priority)
    const autogroup = `/proc/${pid}/autogroup`
    if (existsSync(autogroup)) writeFileSync(autogroup, String(priority))
    return true
  } catch {
    return false
  }
}
