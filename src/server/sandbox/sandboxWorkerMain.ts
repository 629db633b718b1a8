import type * as WorkerThreads from 'node:worker_threads'
import type * as QuickJS from 'quickjs-emscripten'
import type { QuickJSContext, QuickJSDeferredPromise, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten'
import type { FetchResultMessage, HostMessage, RunMessage, RunResultMessage, WorkerMessage, WorkerSettings, WriteRecord } from './protocol'

/**
 * The body of a sandbox worker thread. It is shipped to the worker as source text
 * (`sandboxWorkerMain.toString()`, see workerSource.ts) so the same code runs from sources, tests and
 * the server build: it must use nothing from outside its own body except `load` (the worker's
 * `require`). Imports above are types only.
 *
 * Each run gets a fresh QuickJS runtime and context (nothing leaks between runs) with a memory limit,
 * a 256 KB stack and an interrupt handler at the deadline; the WebAssembly memory has a hard maximum
 * because QuickJS's own limit can be bypassed.
 */
export function sandboxWorkerMain(load: (id: string) => unknown): void {
  const { parentPort, workerData } = load('node:worker_threads') as typeof WorkerThreads
  const settings = workerData as WorkerSettings
  const quickjs = load(settings.quickjsPath) as typeof QuickJS
  if (!parentPort) throw new Error('sandboxWorkerMain must run in a worker thread')
  const port = parentPort
  const post = (message: WorkerMessage) => port.postMessage(message)

  const WASM_PAGE = 65536
  // 16 MB is the initial size the QuickJS build expects.
  const memory = new WebAssembly.Memory({ initial: 256, maximum: Math.max(256, Math.floor(settings.wasmMaximumBytes / WASM_PAGE)) })

  let active: { runId: number; onFetchResult: (message: FetchResultMessage) => void } | undefined

  function startRun(module: QuickJSWASMModule, job: RunMessage): void {
    const timeoutMessage = `Timed out after ${job.timeoutMs} ms`
    const deadline = Date.now() + job.timeoutMs
    const writes: WriteRecord[] = []
    const fetches = new Map<number, QuickJSDeferredPromise>()
    const owned: QuickJSHandle[] = []
    let writeBytes = 0
    let fetchCount = 0
    let finished = false

    const runtime = module.newRuntime()
    runtime.setMemoryLimit(settings.memoryLimitBytes)
    runtime.setMaxStackSize(settings.maxStackBytes)
    runtime.setInterruptHandler(() => Date.now() > deadline)
    const context = runtime.newContext()
    const own = (handle: QuickJSHandle) => {
      owned.push(handle)
      return handle
    }
    // While the code awaits a fetch no QuickJS code runs, so the interrupt handler cannot fire.
    const timer = setTimeout(() => finish({ ok: false, error: timeoutMessage }), job.timeoutMs)

    function finish(outcome: RunResultMessage['outcome'], broken = false): void {
      if (finished) return
      finished = true
      clearTimeout(timer)
      active = undefined
      try {
        for (const deferred of fetches.values()) deferred.dispose()
        for (const handle of owned.reverse()) if (handle.alive) handle.dispose()
        context.dispose()
        runtime.dispose()
      } catch {
        broken = true
      }
      post({ type: 'result', runId: job.runId, outcome, writes, wasmBytes: memory.buffer.byteLength, broken })
    }

    /** The text of a thrown value: an Error's message, else the value as text. */
    function messageOf(ctx: QuickJSContext, handle: QuickJSHandle): string {
      const dumped: unknown = ctx.dump(handle)
      if (handle.alive) handle.dispose()
      if (dumped && typeof dumped === 'object' && 'message' in dumped && typeof dumped.message === 'string') {
        const interrupted = 'name' in dumped && dumped.name === 'InternalError' && dumped.message === 'interrupted'
        return interrupted ? timeoutMessage : dumped.message
      }
      return typeof dumped === 'string' ? dumped : (JSON.stringify(dumped) ?? String(dumped))
    }

    const rawSetVariable = own(
      context.newFunction('setVariable', (nameHandle, jsonHandle) => {
        const name = context.getString(nameHandle)
        const valueJson = context.typeof(jsonHandle) === 'string' ? context.getString(jsonHandle) : undefined
        writeBytes += name.length + (valueJson?.length ?? 0)
        if (writeBytes > settings.maxWriteBytesPerRun) return { error: context.newError({ name: 'RangeError', message: 'setVariable: too much data in one run' }) }
        writes.push({ name, valueJson })
      }),
    )

    const rawFetch = own(
      context.newFunction('fetch', (urlHandle, methodHandle, headersHandle, bodyHandle) => {
        fetchCount += 1
        if (fetchCount > settings.maxFetchesPerRun) return { error: context.newError({ name: 'RangeError', message: `fetch: at most ${settings.maxFetchesPerRun} calls per run` }) }
        const fetchId = fetchCount
        const headers = JSON.parse(context.getString(headersHandle)) as Record<string, string>
        const body = context.typeof(bodyHandle) === 'string' ? context.getString(bodyHandle) : undefined
        const deferred = context.newPromise()
        fetches.set(fetchId, deferred)
        post({ type: 'fetch', runId: job.runId, fetchId, url: context.getString(urlHandle), method: context.getString(methodHandle), headers, body })
        // Returning the handle hands it to QuickJS; the deferred's resolvers stay ours to settle or dispose.
        return deferred.handle
      }),
    )

    let promise: QuickJSHandle | undefined
    let toJson: QuickJSHandle | undefined

    /** Runs queued promise jobs, then finishes when the code's promise has settled. */
    function pump(): void {
      const jobs = runtime.executePendingJobs()
      // A job fails outside any promise only for uncatchable errors (interrupt, out of memory).
      if (jobs.error) return finish({ ok: false, error: messageOf(context, jobs.error) })
      if (!promise || !toJson) return
      const state = context.getPromiseState(promise)
      if (state.type === 'pending') {
        if (fetches.size === 0) finish({ ok: false, error: 'The code awaited a promise that never settles' })
        return
      }
      if (state.type === 'rejected') return finish({ ok: false, error: messageOf(context, state.error) })
      const json = context.callFunction(toJson, context.undefined, state.value)
      if (state.value.alive && state.value !== promise) state.value.dispose()
      if (json.error) return finish({ ok: false, error: messageOf(context, json.error) })
      const valueJson = context.typeof(json.value) === 'string' ? context.getString(json.value) : undefined
      json.value.dispose()
      finish({ ok: true, valueJson })
    }

    active = {
      runId: job.runId,
      onFetchResult(message) {
        const deferred = fetches.get(message.fetchId)
        if (finished || !deferred) return
        fetches.delete(message.fetchId)
        try {
          const settled = message.ok ? context.newString(message.text) : context.newError({ name: 'Error', message: message.error })
          if (message.ok) deferred.resolve(settled)
          else deferred.reject(settled)
          settled.dispose()
          pump()
        } catch (error) {
          finish({ ok: false, error: `Sandbox failure: ${(error as Error).message}` }, true)
        }
      },
    }

    try {
      const bridgeFactory = own(context.unwrapResult(context.evalCode(settings.bridgeSource, 'bridge.js')))
      const bridge = own(context.unwrapResult(context.callFunction(bridgeFactory, context.undefined, rawSetVariable, job.allowFetch ? rawFetch : context.undefined)))
      toJson = own(context.getProp(bridge, 'toJson'))
      const parse = own(context.getProp(bridge, 'parse'))
      const argsText = own(context.newString(job.argsJson))
      const args = own(context.unwrapResult(context.callFunction(parse, context.undefined, argsText)))
      const argValues = job.argNames.map((name) => own(context.getProp(args, name)))

      const compiled = context.evalCode(`(async function (${job.argNames.join(', ')}) {\n${job.code}\n})`, 'code.js')
      if (compiled.error) return finish({ ok: false, error: messageOf(context, compiled.error) })
      const userFunction = own(compiled.value)
      const called = context.callFunction(userFunction, context.undefined, argValues)
      if (called.error) return finish({ ok: false, error: messageOf(context, called.error) })
      promise = own(called.value)
      pump()
    } catch (error) {
      finish({ ok: false, error: `Sandbox failure: ${(error as Error).message}` }, true)
    }
  }

  quickjs.newQuickJSWASMModuleFromVariant(quickjs.newVariant(quickjs.RELEASE_SYNC, { wasmMemory: memory })).then((module) => {
    port.on('message', (message: HostMessage) => {
      if (message.type === 'run') startRun(module, message)
      else if (active?.runId === message.runId) active.onFetchResult(message)
    })
    post({ type: 'ready', wasmBytes: memory.buffer.byteLength })
  })
}
