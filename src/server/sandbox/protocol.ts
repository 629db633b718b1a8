/**
 * Messages between the host and a sandbox worker thread. Values travel as JSON text so that only
 * plain data crosses: no functions, no host objects, no prototypes.
 */

/** Host → worker: evaluate one piece of user code (one at a time per worker). */
export type RunMessage = {
  type: 'run'
  runId: number
  code: string
  /** Parameter names, in order; their values are the same-named keys of `argsJson`. */
  argNames: string[]
  argsJson: string
  timeoutMs: number
  allowFetch: boolean
}

/** Host → worker: the outcome of a `fetch` the worker asked for. */
export type FetchResultMessage =
  | { type: 'fetchResult'; runId: number; fetchId: number; ok: true; text: string }
  | { type: 'fetchResult'; runId: number; fetchId: number; ok: false; error: string }

export type HostMessage = RunMessage | FetchResultMessage

/** Worker → host: the fetch init as the sandbox gave it, normalised to strings. */
export type FetchRequestMessage = {
  type: 'fetch'
  runId: number
  fetchId: number
  url: string
  method: string
  headers: Record<string, string>
  body?: string
}

export type WriteRecord = { name: string; valueJson: string | undefined }

/** Worker → host: the end of a run. `valueJson` undefined means the value was `undefined`. */
export type RunResultMessage = {
  type: 'result'
  runId: number
  outcome: { ok: true; valueJson: string | undefined } | { ok: false; error: string }
  writes: WriteRecord[]
  /** Size of the worker's WebAssembly memory after the run; it never shrinks. */
  wasmBytes: number
  /** The QuickJS module is in an unknown state (a failed dispose, a WASM trap): replace the worker. */
  broken: boolean
}

export type WorkerMessage = { type: 'ready'; wasmBytes: number } | FetchRequestMessage | RunResultMessage

/** What the worker needs to start, passed as `workerData`. */
export type WorkerSettings = {
  /** Absolute path of quickjs-emscripten's CommonJS entry, resolved by the host. */
  quickjsPath: string
  /** sandboxBridge.ts: the globals user code gets. */
  bridgeSource: string
  /** QuickJS's own allocation limit per run (it can be bypassed; the WASM maximum below cannot). */
  memoryLimitBytes: number
  /** Hard maximum of the WebAssembly memory: allocations past it fail inside QuickJS. */
  wasmMaximumBytes: number
  maxStackBytes: number
  maxFetchesPerRun: number
  maxWriteBytesPerRun: number
}
