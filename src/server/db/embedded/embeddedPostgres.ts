import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join } from 'node:path'
import { loadPostgresBinaries } from './postgresBinaries'
import { runAsPostgresUser, type RunAs } from './postgresUser'

export type EmbeddedPostgres = {
  /** A node-postgres connection string for a database of this server (over its Unix socket). */
  connectionString: (database?: string) => string
  /** Whether this start found the server of a process that had died (kill -9) and took it over. */
  adopted: boolean
  /** A new data folder was initialised by this start. */
  initialised: boolean
  stop: () => Promise<void>
}

export type EmbeddedPostgresOptions = {
  /** The cluster's folder (PGDATA); created and initialised when empty. */
  clusterDir: string
  /**
   * false only for throwaway test clusters: no fsync, so a crash can lose what was acknowledged.
   * The default keeps PostgreSQL's own guarantees (fsync, synchronous_commit).
   */
  durable?: boolean
}

// A Unix socket path is limited to 107 bytes; deep data folders get a short socket folder in /tmp.
const MAX_SOCKET_PATH = 100
/** Starts tried, a quarter second apart, while a killed server's backends let go of its shared memory. */
const START_ATTEMPTS_AFTER_KILL = 40

/**
 * Runs a PostgreSQL server from the binaries npm ships, its data and its socket in `clusterDir`
 * (no TCP port, so it never clashes with a PostgreSQL already on the machine). pg_ctl detaches the
 * server from our process group: a Ctrl+C reaches Node, which stops it in order; after a kill -9 of
 * Node the server keeps running, and the next start on the folder takes it over.
 */
export async function startEmbeddedPostgres({ clusterDir, durable = true }: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const binaries = await loadPostgresBinaries()
  const runAs = runAsPostgresUser()
  const socketDir = socketDirFor(clusterDir)
  mkdirSync(dirname(clusterDir), { recursive: true })
  if (runAs) letServerUserThrough(dirname(clusterDir))
  const initialised = !existsSync(join(clusterDir, 'PG_VERSION'))
  if (initialised) {
    rmSync(clusterDir, { recursive: true, force: true })
    prepareFolder(clusterDir, runAs)
    // Local (socket) connections only, trusted: the socket lives in a folder only the server's user can enter.
    // WAL in 1 MB segments rather than 16: each new segment is zero-filled and synced while every
    // commit waits on the WAL lock, and until checkpoints recycle old ones every segment is new.
    // 16 MB held all commits 40-70 ms every 2-3 s under chat load; 1 MB costs a few ms each
    // (chat p99 at a quarter of the floor 50-60 → 20-35 ms, measured).
    await run(binaries.initdb, ['-D', clusterDir, '--auth-local=trust', '--auth-host=reject', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--wal-segsize=1'], runAs)
  }
  if (socketDir !== clusterDir) prepareFolder(socketDir, runAs)

  const adopted = runningPostmaster(clusterDir) !== undefined
  if (!adopted) {
    // initdb sizes the WAL in segments (64 of them at most between checkpoints): with 1 MB ones a
    // checkpoint began every 6 s under chat load, each followed by a burst of full-page images.
    // PostgreSQL's sizes for its usual 16 MB segments (chat p99 at a quarter of the floor, median of
    // 12 runs: 33 → 25 ms, measured).
    const walSizes = ['-c max_wal_size=1GB', '-c min_wal_size=80MB']
    const settings = [`-k '${socketDir}'`, "-c listen_addresses=''", ...walSizes, ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'])]
    const start = () => run(binaries.pgCtl, ['start', '-w', '-t', '60', '-D', clusterDir, '-l', join(clusterDir, 'server.log'), '-o', settings.join(' ')], runAs)
    // A server killed with -9 leaves its pid file, and its backends hold the shared memory until they
    // notice and exit: a start meanwhile is refused ("pre-existing shared memory block is still in use").
    const killed = existsSync(join(clusterDir, 'postmaster.pid'))
    for (let attempt = 1; ; attempt++) {
      try {
        await start()
        break
      } catch (error) {
        if (!killed || attempt === START_ATTEMPTS_AFTER_KILL) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  }

  return {
    adopted,
    initialised,
    connectionString: (database) => embeddedConnectionString(clusterDir, database),
    stop: () => run(binaries.pgCtl, ['stop', '-w', '-m', 'fast', '-D', clusterDir], runAs),
  }
}

/** How to reach the embedded server of a cluster folder, over its Unix socket. */
export const embeddedConnectionString = (clusterDir: string, database = 'postgres') =>
  `postgresql://postgres@${encodeURIComponent(socketDirFor(clusterDir))}/${database}`

/** The pid of a live server on the folder, from the first line of its `postmaster.pid`. */
function runningPostmaster(clusterDir: string): number | undefined {
  const pidFile = join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
  } catch {
    return undefined
  }
  // After a reboot the pid may belong to another program: on Linux, ask what it is.
  const cmdline = `/proc/${pid}/cmdline`
  return !existsSync(cmdline) || readFileSync(cmdline, 'utf8').includes('postgres') ? pid : undefined
}

function socketDirFor(clusterDir: string) {
  if (join(clusterDir, '.s.PGSQL.5432').length <= MAX_SOCKET_PATH) return clusterDir
  const hash = createHash('sha256').update(clusterDir).digest('hex').slice(0, 16)
  return join(tmpdir(), `bb-pg-${hash}`)
}

/** A folder only the server's user may enter (PostgreSQL insists on 0700 for its data). */
function prepareFolder(path: string, runAs: RunAs) {
  mkdirSync(path, { recursive: true, mode: 0o700 })
  if (!runAs) return
  chownSync(path, runAs.uid, runAs.gid)
  chmodSync(path, 0o700)
}

/**
 * Run as root, the server's user must pass through the folders above its own (a 0700 folder from
 * mkdtemp, say): ours get the search bit for others, which lets a name be entered, not listed.
 */
function letServerUserThrough(folder: string) {
  for (let path = folder; path !== dirname(path); path = dirname(path)) {
    const stat = statSync(path)
    if ((stat.mode & 0o001) === 0 && stat.uid === userInfo().uid) chmodSync(path, stat.mode | 0o001)
  }
}

function run(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`embedded PostgreSQL: ${command.split('/').pop()} ${args[0]} failed (${code}): ${output.trim()}`)),
    )
  })
}
