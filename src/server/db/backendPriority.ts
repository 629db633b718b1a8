import { readFileSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import type pg from 'pg'
import { setSessionNice } from '../scheduling/sessionNice'

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
 * (the server's own user, or root); elsewhere the backend keeps its priority.
 */
export async function lowerBackendPriority(client: pg.ClientBase): Promise<void> {
  if (process.platform !== 'linux') return
  // The server's address is null over a Unix socket: the backend is a process of this machine.
  const { rows } = await client.query<{ pid: number; local: boolean }>('select pg_backend_pid() as pid, inet_server_addr() is null as local')
  const { pid, local } = rows[0]
  if (!local) return
  try {
    // A socket shared with a container names a pid of the container's: only a postgres process of ours is touched.
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) return
    setPriority(pid, constants.priority.PRIORITY_BELOW_NORMAL)
    setSessionNice(pid, constants.priority.PRIORITY_BELOW_NORMAL)
  } catch {
    // Another user's server: not ours to lower.
  }
}
