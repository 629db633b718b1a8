import { createRequire } from 'node:module'
import { availableParallelism, totalmem } from 'node:os'
import type { HttpPort, SandboxPort, SandboxResult } from '../engine/ports'
import { FairQueue } from './fairQueue'
import type { WorkerSettings } from './protocol'
import { sandboxBridgeSource } from './sandboxBridge'
import { type FetchHandler, SandboxWorker, type WorkerJob } from './sandboxWorker'

const MB = 1024 * 1024

export type SandboxOptions = {
  /** Deadline of one evaluation when `run` gives none (default 10 s, the Code block's limit). */
  timeoutMs?: number
  /** QuickJS's own allocation limit per evaluation (default half the worker bound). */
  memoryLimitBytes?: number
  /**
   * A worker whose WebAssembly memory passes this after an evaluation is replaced (default 64 MB).
   * WASM memory never shrinks; its hard maximum is twice the bound, so one evaluation can never
   * take more than that even where QuickJS's own limit is bypassed.
   */
  workerMemoryBoundBytes?: number
  /** Performs the sandbox's `fetch`, with its address rules; without it `fetch` rejects. */
  http?: HttpPort
  /** Worker threads evaluating at the same time (default from the machine, see `defaultPoolSize`); others queue. */
  poolSize?: number
  /** Workers one owner may hold at once (default half the pool, at least one). */
  perOwnerRunning?: number
  /** Evaluations one owner may have waiting; past it a run fails at once (default 100). */
  perOwnerWaiting?: number
}

/** Whose code a run is, for fair sharing, and the signal that says nobody waits for it any more. */
export type RunScope = { owner: string; signal?: AbortSignal }

export type SandboxStats = { workersStarted: number; workersReplaced: number; queued: number; running: number }

export type Sandbox = SandboxPort & {
  /** The port the engine uses for one owner's turn: its runs share the pool fairly and end when `signal` aborts. */
  forOwner(owner: string, signal?: AbortSignal): SandboxPort
  /** Stops every worker; queued and running evaluations end with "Sandbox closed". */
  close(): Promise<void>
  stats(): SandboxStats
}

type QueuedRun = { job: WorkerJob; scope: RunScope; resolve: (result: SandboxResult) => void }
type Slot = { worker: SandboxWorker | undefined; busy: boolean }

/** Runs without an owner (tests, tools) share one turn. */
const NO_OWNER = ''
const CANCELLED = 'Cancelled: nobody is waiting for this run any more'

/**
 * One worker per core, as far as memory allows each its WebAssembly bound twice over, and at most
 * 16: past the cores, workers only share them.
 */
export function defaultPoolSize(memoryBoundBytes: number): number {
  const byMemory = Math.floor(totalmem() / (memoryBoundBytes * 4))
  return Math.max(2, Math.min(availableParallelism(), byMemory, 16))
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const failure = (error: string): SandboxResult => ({ ok: false, error, variableWrites: [] })

/**
 * User JavaScript in QuickJS inside worker threads (see sandboxWorkerMain.ts for what the code sees).
 *
 * `run(code, args)` evaluates `code` as the body of an async function whose parameters are the keys
 * of `args`, passed by value as JSON. The result is the returned value as JSON data, converted the
 * way `JSON.stringify` does inside the sandbox: `undefined` and functions give `undefined`, dates
 * give ISO text, values it cannot convert (BigInt, cycles) end the run with its error. A thrown
 * Error gives its message; another thrown value gives its text. `setVariable` writes made before a
 * failure are kept in `variableWrites`, except when the worker had to be killed.
 *
 * One evaluation per worker at a time; the rest wait in a queue that serves owners in turn, each
 * holding at most `perOwnerRunning` workers (fairQueue.ts). A run whose scope's signal aborts
 * leaves the queue, or has its worker killed. A worker that is killed, broken, or past its memory
 * bound is replaced at once, so only its own evaluation fails.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const defaultTimeoutMs = options.timeoutMs ?? 10_000
  const memoryBoundBytes = options.workerMemoryBoundBytes ?? 64 * MB
  const settings: WorkerSettings = {
    quickjsPath: createRequire(import.meta.url).resolve('quickjs-emscripten'),
    bridgeSource: sandboxBridgeSource,
    memoryLimitBytes: options.memoryLimitBytes ?? Math.floor(memoryBoundBytes / 2),
    wasmMaximumBytes: memoryBoundBytes * 2,
    maxStackBytes: 256 * 1024,
    // A run must not turn the server into a request amplifier or fill the worker's heap.
    maxFetchesPerRun: 20,
    maxWriteBytesPerRun: 10 * MB,
  }
  const poolSize = Math.max(1, options.poolSize ?? defaultPoolSize(memoryBoundBytes))
  const slots: Slot[] = Array.from({ length: poolSize }, () => ({ worker: undefined, busy: false }))
  const queue = new FairQueue<QueuedRun>(options.perOwnerRunning ?? Math.max(1, Math.floor(poolSize / 2)), options.perOwnerWaiting ?? 100)
  const stats = { workersStarted: 0, workersReplaced: 0 }
  let closed = false

  const onFetch: FetchHandler = async (request, timeoutMs) => {
    if (!options.http) throw new Error('fetch is not available on this server')
    const { url, method, headers, body } = request
    return (await options.http.request({ url, method, headers, body, timeoutMs })).body
  }

  function startWorker(): SandboxWorker {
    stats.workersStarted += 1
    return new SandboxWorker(settings, memoryBoundBytes)
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (closed || slot.busy) continue
      const next = queue.take()
      if (!next) return
      slot.busy = true
      void execute(slot, next.item)
    }
  }

  async function execute(slot: Slot, { job, scope, resolve }: QueuedRun): Promise<void> {
    slot.worker ??= startWorker()
    const worker = slot.worker
    // Killing the worker is the only way to stop code that never yields; the pool replaces it below.
    const cancel = () => void worker.terminate(CANCELLED)
    scope.signal?.addEventListener('abort', cancel, { once: true })
    const end = await worker.run(job, onFetch)
    scope.signal?.removeEventListener('abort', cancel)
    queue.finished(scope.owner)
    if (end.replace && slot.worker === worker) {
      stats.workersReplaced += 1
      void worker.terminate('Sandbox worker replaced')
      // Started now so that the next evaluation does not wait for it.
      slot.worker = closed ? undefined : startWorker()
    }
    slot.busy = false
    resolve(end.result)
    dispatch()
  }

  function run(scope: RunScope, ...[code, args, runOptions = {}]: Parameters<SandboxPort['run']>): Promise<SandboxResult> {
    if (closed) return Promise.resolve(failure('Sandbox closed'))
    if (scope.signal?.aborted) return Promise.resolve(failure(CANCELLED))
    const argNames = Object.keys(args)
    const badName = argNames.find((name) => !IDENTIFIER.test(name))
    if (badName !== undefined) return Promise.resolve(failure(`Invalid argument name: ${JSON.stringify(badName)}`))
    let argsJson: string
    try {
      argsJson = JSON.stringify(args)
    } catch (error) {
      return Promise.resolve(failure(`Arguments must be JSON data: ${(error as Error).message}`))
    }
    const requested = runOptions.timeoutMs
    const timeoutMs = requested !== undefined && Number.isFinite(requested) && requested > 0 ? Math.ceil(requested) : defaultTimeoutMs
    const job: WorkerJob = { code, argNames, argsJson, timeoutMs, allowFetch: runOptions.allowFetch === true }
    return new Promise<SandboxResult>((resolve) => {
      const queued: QueuedRun = { job, scope, resolve }
      if (!queue.push(scope.owner, queued)) return resolve(failure('Too many scripts waiting for this workspace; try again later'))
      const leaveQueue = () => queue.remove(scope.owner, queued) && resolve(failure(CANCELLED))
      scope.signal?.addEventListener('abort', leaveQueue, { once: true })
      dispatch()
    })
  }

  return {
    run: (...args) => run({ owner: NO_OWNER }, ...args),
    forOwner: (owner, signal) => ({ run: (...args) => run({ owner, signal }, ...args) }),

    async close() {
      closed = true
      for (const { resolve } of queue.drain()) resolve(failure('Sandbox closed'))
      await Promise.all(
        slots.map((slot) => {
          const worker = slot.worker
          slot.worker = undefined
          return worker?.terminate('Sandbox closed')
        }),
      )
    },

    stats: () => ({ ...stats, queued: queue.size, running: slots.filter((slot) => slot.busy).length }),
  }
}
