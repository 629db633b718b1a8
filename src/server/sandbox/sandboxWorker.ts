import { Worker } from 'node:worker_threads'
import type { SandboxResult } from '../engine/ports'
import type { FetchRequestMessage, RunMessage, RunResultMessage, WorkerMessage, WorkerSettings } from './protocol'
import { workerSource } from './workerSource'

/** Performs a `fetch` asked for by sandboxed code; resolves to the response text. */
export type FetchHandler = (request: FetchRequestMessage, timeoutMs: number) => Promise<string>

export type WorkerJob = Omit<RunMessage, 'type' | 'runId'>

/** The end of one run; `replace` asks the pool to discard this worker. */
export type WorkerRunEnd = { result: SandboxResult; replace: boolean }

const START_TIMEOUT_MS = 10_000
/** QuickJS's interrupt handler normally ends a run at its deadline; the host kill is the backstop. */
const KILL_GRACE_MS = 100

type CurrentRun = { runId: number; deadline: number; onFetch: FetchHandler; end: (end: WorkerRunEnd) => void }

const failure = (error: string): SandboxResult => ({ ok: false, error, variableWrites: [] })

const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Host side of one worker thread holding a QuickJS module. It runs one evaluation at a time, kills
 * the thread when an evaluation outlives its deadline, and reports when the worker should be
 * replaced (killed, broken, or WebAssembly memory past `memoryBoundBytes`, which never shrinks).
 */
export class SandboxWorker {
  private readonly worker: Worker
  private readonly ready: Promise<void>
  private markReady!: () => void
  private failStart!: (error: Error) => void
  private stoppedReason: string | undefined
  private current: CurrentRun | undefined
  private nextRunId = 1

  constructor(
    settings: WorkerSettings,
    private readonly memoryBoundBytes: number,
  ) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.markReady = resolve
      this.failStart = reject
    })
    this.ready.catch(() => undefined)
    const startTimer = setTimeout(() => this.stop(`Sandbox worker did not start within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS)
    this.ready.then(() => clearTimeout(startTimer), () => clearTimeout(startTimer))
    this.worker = new Worker(workerSource, {
      eval: true,
      workerData: settings,
      // The thread needs none of the server's environment (secrets) or flags (loaders, inspector).
      env: {},
      execArgv: [],
      stdin: false,
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    })
    // Idle workers must not keep the process alive; a running evaluation holds its own timer.
    this.worker.unref()
    this.worker.on('message', (message: WorkerMessage) => this.onMessage(message))
    this.worker.on('error', (error) => this.stop(`Sandbox worker failed: ${error.message}`))
    this.worker.on('exit', (code) => this.stop(`Sandbox worker exited (code ${code})`))
  }

  /** Runs one evaluation; never rejects. */
  async run(job: WorkerJob, onFetch: FetchHandler): Promise<WorkerRunEnd> {
    try {
      await this.ready
    } catch (error) {
      return { result: failure((error as Error).message), replace: true }
    }
    if (this.stoppedReason) return { result: failure(this.stoppedReason), replace: true }
    const runId = this.nextRunId++
    return new Promise<WorkerRunEnd>((resolve) => {
      const killTimer = setTimeout(() => this.stop(`Timed out after ${job.timeoutMs} ms`), job.timeoutMs + KILL_GRACE_MS)
      const end = (runEnd: WorkerRunEnd) => {
        clearTimeout(killTimer)
        resolve(runEnd)
      }
      this.current = { runId, deadline: Date.now() + job.timeoutMs, onFetch, end }
      this.worker.postMessage({ type: 'run', runId, ...job } satisfies RunMessage)
    })
  }

  /** Stops the thread; an evaluation in progress ends with `reason`. */
  async terminate(reason = 'Sandbox closed'): Promise<void> {
    this.stop(reason)
    await this.worker.terminate()
  }

  private stop(reason: string): void {
    if (this.stoppedReason) return
    this.stoppedReason = reason
    this.failStart(new Error(reason))
    this.endCurrent({ result: failure(reason), replace: true })
    void this.worker.terminate()
  }

  private endCurrent(end: WorkerRunEnd): void {
    const current = this.current
    this.current = undefined
    current?.end(end)
  }

  private onMessage(message: WorkerMessage): void {
    if (message.type === 'ready') return this.markReady()
    const current = this.current
    if (!current || current.runId !== message.runId) return
    if (message.type === 'fetch') return this.performFetch(current, message)
    this.endCurrent({ result: toSandboxResult(message), replace: message.broken || message.wasmBytes > this.memoryBoundBytes })
  }

  private performFetch(run: CurrentRun, request: FetchRequestMessage): void {
    const reply = (outcome: { ok: true; text: string } | { ok: false; error: string }) => {
      if (this.current === run && !this.stoppedReason) this.worker.postMessage({ type: 'fetchResult', runId: run.runId, fetchId: request.fetchId, ...outcome })
    }
    run.onFetch(request, Math.max(1, run.deadline - Date.now())).then(
      (text) => reply({ ok: true, text }),
      (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    )
  }
}

function toSandboxResult(message: RunResultMessage): SandboxResult {
  const variableWrites = message.writes.map((write) => ({ name: write.name, value: parseJson(write.valueJson) }))
  const { outcome } = message
  return outcome.ok ? { ok: true, value: parseJson(outcome.valueJson), variableWrites } : { ok: false, error: outcome.error, variableWrites }
}
