import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/**
 * A process's session's nice value (Linux autogroups). With autogroups on (whenever the kernel has
 * them), the kernel shares the cores between sessions first and only then weighs a session's
 * threads by their own nice values, so what places a process against another session is this value.
 */
const autogroupOf = (pid: number | 'self') => `/proc/${pid}/autogroup`

/** The session's nice value; undefined where the kernel has no autogroups. */
export function sessionNice(pid: number | 'self' = 'self'): number | undefined {
  const path = autogroupOf(pid)
  const nice = existsSync(path) ? /nice (-?\d+)/.exec(readFileSync(path, 'utf8')) : null
  return nice ? Number(nice[1]) : undefined
}

/** Sets it where there are autogroups and we may (a lower value needs the right to); says whether it did. */
export function setSessionNice(pid: number | 'self', nice: number): boolean {
  const path = autogroupOf(pid)
  if (!existsSync(path)) return false
  try {
    writeFileSync(path, String(nice))
    return true
  } catch {
    return false
  }
}
