import { execFileSync } from 'node:child_process'
import { userInfo } from 'node:os'

/** The identity the server's processes run as; undefined = ours. */
export type RunAs = { uid: number; gid: number } | undefined

const SYSTEM_USER = 'postgres'

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' }).trim())

/**
 * PostgreSQL refuses to run as root. As root (containers, CI) the server runs as the system user
 * `postgres`, created when the machine has none; as anyone else, as that same user.
 */
export function runAsPostgresUser(): RunAs {
  if (userInfo().uid !== 0) return undefined
  try {
    return { uid: idOf('-u'), gid: idOf('-g') }
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER])
    return { uid: idOf('-u'), gid: idOf('-g') }
  }
}
