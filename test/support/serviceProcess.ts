import { type ChildProcess, spawn } from 'node:child_process'

export type ServiceProcess = { base: string; chatBase: string; child: ChildProcess; stop: (signal?: NodeJS.Signals) => Promise<void> }

/** The V8 flags of `npm start` (package.json), so that what is measured is what runs. */
const SERVICE_NODE_FLAGS = ['--max-semi-space-size=32']

/**
 * The service as `npm start` runs it, in a process of its own (so it can be killed), on a free port.
 * `preload` modules run in it first (a benchmark's probe, which talks back over IPC).
 */
export async function startServiceProcess(env: NodeJS.ProcessEnv, preload: string[] = []): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, '--import', 'tsx', ...preload.flatMap((module) => ['--import', module]), 'src/server/cli/serve.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(preload.length ? (['ipc'] as const) : [])],
  })
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
