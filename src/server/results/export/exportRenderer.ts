import { Worker } from 'node:worker_threads'
import type { Statement } from '../../db/database'
import type { ExportFormat } from './exportFormats'
import type { RenderedPage, RenderReply, RenderRequest } from './renderWorker'

/**
 * Every export reads, parses and renders its pages on one worker thread, shared by all exports. A
 * page of 250 results takes 10-15 ms to parse and render and leaves ~1 MB of garbage: on the event
 * loop, every chat turn waiting behind it waited that long too, and young collections grew (issue
 * 16). The page's document is read there too: a megabyte per page on the event loop's heap made
 * young collections more frequent under chat load, so more of the visitors' turns outlived them.
 * The service only asks for pages and writes the rendered bytes out.
 */
let worker: Worker | undefined
const waiting = new Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>()
let exportIds = 0
let openExports = 0
let idleTimer: NodeJS.Timeout | undefined

/**
 * The worker stops this long after the last export closed: it holds ~35 MB (its own heap), and
 * starting it again costs a few tens of milliseconds on an export that takes seconds.
 */
export const RENDER_WORKER_IDLE_MS = 30_000

/** Whether the render worker is running (for tests). */
export const renderWorkerRunning = () => worker !== undefined

/** The sources (tsx, Vitest) run the worker's TypeScript through tsx; the server bundle has it built beside it (vite.config.ts). */
function startWorker() {
  const started = import.meta.url.endsWith('.ts')
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(new URL('./renderWorker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`,
        { eval: true },
      )
    : new Worker(new URL('./exportRenderWorker.js', import.meta.url))
  // An idle worker does not keep the process alive; a download under way has its socket for that.
  started.unref()
  started.on('message', (reply: RenderReply) => {
    const page = waiting.get(reply.exportId)
    waiting.delete(reply.exportId)
    if ('error' in reply) return page?.reject(new Error(`reading or rendering an export page failed: ${reply.error}`))
    const { bytes, count, last } = reply
    page?.resolve({ bytes, count, last })
  })
  // Only the running worker's failure fails the pages waiting (one stopped when idle had none).
  const fail = (error: Error) => {
    if (worker !== started) return
    worker = undefined
    waiting.forEach((page) => page.reject(error))
    waiting.clear()
  }
  started.on('error', fail)
  started.on('exit', (code) => fail(new Error(`the export render worker stopped (exit code ${code})`)))
  return started
}

const post = (request: RenderRequest) => (worker ??= startWorker()).postMessage(request)

/** One export's renderer, reading from `database` (a connection string): pages are read and rendered one at a time, in file order. */
export function openExportRenderer(format: ExportFormat, database: string) {
  const exportId = ++exportIds
  let closed = false
  openExports++
  clearTimeout(idleTimer)
  post({ kind: 'open', exportId, format, database })
  return {
    page: (statement: Statement, isFirst: boolean) =>
      new Promise<RenderedPage>((resolve, reject) => {
        waiting.set(exportId, { resolve, reject })
        post({ kind: 'page', exportId, statement, isFirst })
      }),
    close() {
      if (closed) return
      closed = true
      waiting.delete(exportId)
      worker?.postMessage({ kind: 'close', exportId } satisfies RenderRequest)
      if (--openExports > 0) return
      idleTimer = setTimeout(() => {
        void worker?.terminate()
        worker = undefined
      }, RENDER_WORKER_IDLE_MS).unref()
    },
  }
}
