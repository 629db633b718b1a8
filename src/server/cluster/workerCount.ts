import { availableParallelism } from 'node:os'

/**
 * How many server processes to run: `--workers N` on the command line, else WORKERS; `--cluster`
 * alone means one per core. 1 (the default) is a single process with no cluster around it.
 */
export function workerCount(argv: string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.indexOf('--workers')
  const value = flag >= 0 ? argv[flag + 1] : env.WORKERS
  if (value === undefined || value === '') return argv.includes('--cluster') ? availableParallelism() : 1
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) throw new Error(`the number of workers must be a whole number of at least 1, got "${value}"`)
  return count
}
