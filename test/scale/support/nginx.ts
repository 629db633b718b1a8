import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../support/freePort'

const NGINX = '/usr/sbin/nginx'
const template = readFileSync(new URL('../nginx.conf', import.meta.url), 'utf8')


const hostPort = (origin: string) => new URL(origin).host
const serverLines = (origins: string[]) => origins.map((origin) => `    server ${hostPort(origin)} max_fails=1 fail_timeout=10s;`).join('\n')

export type Nginx = {
  /** The builder's and the chat's public origins, balanced over the processes. */
  base: string
  chatBase: string
  /** nginx's master process (its workers are its children). */
  pid: number
  /** `upstream address` of each request logged so far whose URI contains `part`. */
  upstreamsOf: (part: string) => string[]
  stop: () => Promise<void>
}

/** Debian's nginx on two loopback ports, in front of the given processes, with the sample configuration. */
export async function startNginx(processes: { base: string; chatBase: string }[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run sh test/scale/ensureNginx.sh (npm test does)`)
  const dir = mkdtempSync(join(tmpdir(), 'bb-nginx-'))
  // nginx's workers run as nobody when started as root: they must reach their temp folders.
  chmodSync(dir, 0o755)
  const [builderPort, chatPort] = [await freePort(), await freePort()]
  const config = template
    .replaceAll('{{dir}}', dir)
    .replace('{{builderServers}}', serverLines(processes.map((p) => p.base)))
    .replace('{{chatServers}}', serverLines(processes.map((p) => p.chatBase)))
    .replace('{{builderListen}}', `127.0.0.1:${builderPort}`)
    .replace('{{chatListen}}', `127.0.0.1:${chatPort}`)
  writeFileSync(join(dir, 'nginx.conf'), config)
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr!.on('data', (chunk) => (errors += chunk))
  const base = `http://127.0.0.1:${builderPort}`
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`)
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break
    if (attempt > 100) throw new Error(`nginx does not answer on ${base}: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    base,
    chatBase: `http://127.0.0.1:${chatPort}`,
    pid: child.pid!,
    upstreamsOf: (part) =>
      readFileSync(join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.split(' ')[1]?.includes(part))
        .map((line) => line.split(' ').slice(3).join(' ')),
    stop: async () => {
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
