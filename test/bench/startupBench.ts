import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { processTree } from './cpuAccounting'
import { report } from './measure'

const PORT = 3900 + Math.floor(Math.random() * 100)

/** Starts a command, waits for the first answer of the service, and says how long that took (ms). */
async function timeToFirstAnswer(args: string[], dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now()
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir }, stdio: 'ignore' })
  let exited = false
  child.once('exit', () => (exited = true))
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited before answering`)
    if (await fetch(`http://127.0.0.1:${PORT}/api/openapi.json`).then((r) => r.ok).catch(() => false)) break
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { ms: Math.round(performance.now() - started), child }
}

/** Idle memory is read this long after the first answer, once start-up work (migrations, warm-ups) has settled. */
const IDLE_SETTLE_MS = 3000

/**
 * Memory resident in processes (MB) as PSS: a page shared by several processes (PostgreSQL's
 * shared buffers, the code of one binary) counts once, split among them, so the sum is what the
 * machine gives them.
 */
function pssMb(pids: number[]) {
  const kb = pids.reduce((total, pid) => {
    try {
      return total + Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0)
    } catch {
      return total // exited meanwhile
    }
  }, 0)
  return Math.round(kb / 102.4) / 10
}

/** The embedded PostgreSQL of a data folder: pg_ctl detaches it, so it is found by its pid file. */
function embeddedPostgresPids(dataDir: string) {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid')
  return existsSync(pidFile) ? processTree(Number(readFileSync(pidFile, 'utf8').split('\n')[0])) : []
}

const stop = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))

async function startupFigures() {
  const npmStart = ['src/server/cli/start.mjs']
  const fromSources = ['--import', 'tsx', 'src/server/cli/serve.ts']
  const warmUp = mkdtempSync(join(tmpdir(), 'bb-startup-bench-'))
  await stop((await timeToFirstAnswer(npmStart, warmUp)).child) // builds whatever is stale
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-startup-bench-'))
  const rows: Record<string, unknown>[] = []
  const run = async (name: string, args: string[]) => {
    const { ms, child } = await timeToFirstAnswer(args, dataDir)
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS))
    const service = pssMb(processTree(child.pid!))
    const postgres = pssMb(embeddedPostgresPids(dataDir))
    await stop(child)
    rows.push({ start: name, firstAnswerMs: ms, 'idle service MB': service, 'idle PostgreSQL MB': postgres, 'idle total MB': Math.round((service + postgres) * 10) / 10 })
  }
  await run('npm start, fresh data folder', npmStart)
  await run('npm start, restart', npmStart)
  await run('npm start, restart (again)', npmStart)
  await run('tsx on the sources, restart (the old npm start)', fromSources)
  for (const dir of [warmUp, dataDir]) rmSync(dir, { recursive: true, force: true })
  return rows
}

const size = (path: string) => (existsSync(path) ? statSync(path).size : undefined)

/** Bytes sent for a set of built files: plain, and as the precompressed copies a browser gets. */
function transfer(name: string, files: string[]) {
  const sum = (suffix: string) => files.reduce((total, file) => total + (size(file + suffix) ?? size(file)!), 0)
  return { what: name, files: files.length, rawKB: kb(sum('')), gzipKB: kb(sum('.gz')), brotliKB: kb(sum('.br')) }
}
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** The files a page loads first: index.html and what it links (entry script, preloads, styles). */
function entryFiles(dir: string, html: string, base: string) {
  const linked = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => join(dir, m[1].slice(base.length)))
  return [join(dir, 'index.html'), ...linked].filter(existsSync)
}

function transferFigures() {
  const client = 'dist/client'
  const chatManifest = JSON.parse(readFileSync('dist/chat/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[]; css?: string[] }>
  const chatPage = chatManifest['src/chat/public/page.tsx']
  const chatFiles = [chatPage.file, ...(chatPage.css ?? []), ...(chatPage.imports ?? []).map((key) => chatManifest[key].file)].map((f) => join('dist/chat', f))
  const allOf = (dir: string) => readdirSync(dir).filter((f) => /\.(js|css)$/.test(f)).map((f) => join(dir, f))
  return [
    transfer('dashboard: index.html and what it links', entryFiles(client, readFileSync(join(client, 'index.html'), 'utf8'), '/')),
    transfer('admin app: every script and style', allOf(join(client, 'assets'))),
    transfer('public chat page: its script and imports', chatFiles),
  ]
}

/**
 * Time from `npm start` to the first answer (goals: under 1.5 s on a restart, 3 s on a fresh data
 * folder), the memory the service and its embedded PostgreSQL hold at idle after each start, and
 * the bytes the built pages cost to load.
 */
export async function runStartupBench() {
  report('startup.json', await startupFigures())
  report('transfer.json', transferFigures())
}
