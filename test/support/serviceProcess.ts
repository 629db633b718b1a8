import { type ChildProcess, spawn } from 'node:child_process'
import { onInterrupt } from './onInterrupt'

export type ServiceProcess = { base: string; chatBase: string; child: ChildProcess; stop: (signal?: NodeJS.Signals) => Promise<void> }

/** The V8 flags of `npm start` (package.json), so that what is measured is what runs. */
const SERVICE_NODE_FLAGS = ['--max-semi-space-size=32']

export type StartOptions = {
  /** Modules run in the service first (a benchmark's probe, which talks back over IPC): plain JavaScript when `bundled`. */
  preload?: string[]
  /**
   * Run the prebuilt server bundle through `npm start`'s script (built first when older than its
   * sources), not the sources through tsx: a benchmark measures what runs. Tests keep the sources,
   * which need no build.
   */
  bundled?: boolean
  /**
   * Start the service in a session of its own (setsid), as a deployment does (a service manager, a
   * container, a terminal with nothing else in it). Linux shares the cores between sessions first
   * (autogroups): in the caller's session, a benchmark's load generator was charged to the
   * service's share.
   */
  ownSession?: boolean
}

/** The service, in a process of its own (so it can be killed), on a free port. */
export async function startServiceProcess(env: NodeJS.ProcessEnv, { preload = [], bundled = false, ownSession = false }: StartOptions = {}): Promise<ServiceProcess> {
  const loader = bundled ? [] : ['--import', 'tsx']
  const entry = bundled ? 'src/server/cli/start.mjs' : 'src/server/cli/serve.ts'
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, ...loader, ...preload.flatMap((module) => ['--import', module]), entry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(preload.length ? (['ipc'] as const) : [])],
    detached: ownSession,
  })
  // Outside the caller's session, a Ctrl-C in its terminal no longer reaches the service, which would
  // go on running with its database: it is passed on.
  if (ownSession) child.once('exit', onInterrupt((signal) => child.kill(signal)))
  let output = ''
  const [base, chatBase] = await new Promise<[string, string]>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const builder = /running at (http:\/\/\S+)/.exec(output)
      const chat = /Visitors' pages at (http:\/\/\S+)/.exec(output)
      if (builder && chat) resolve([builder[1], chat[1]])
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening:\n${output}`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    base,
    chatBase,
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}
