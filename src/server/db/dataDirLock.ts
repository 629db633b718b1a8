import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live process that holds the folder's lock, if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const holder = Number(readFileSync(`${dataDir}.lock`, 'utf8'))
    return holder !== process.pid && isAlive(holder) ? holder : undefined
  } catch {
    return undefined
  }
}

/**
 * The service that starts the embedded server also stops it: a second service on the same folder
 * would stop it under the first. A pid file refuses the second process; a stale file (its process
 * gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dirname(dataDir), { recursive: true })
  const lockFile = `${dataDir}.lock`
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch {
    const holder = dataDirHolder(dataDir)
    if (holder !== undefined) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder}. Stop it or choose another DATA_DIR.`)
    }
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}
