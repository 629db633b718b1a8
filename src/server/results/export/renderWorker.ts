import { constants, setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import pg from 'pg'
import { lowerBackendPriority } from '../../db/backendPriority'
import type { Statement } from '../../db/database'
import { type PageKey, parseResultPage } from '../pageDocument'
import { type ExportFormat, type ExportWriter, exportWriter } from './exportFormats'

/**
 * What the service asks of the render worker: an export opens (with where its database is), has
 * its pages read and rendered in turn (each the statement of a page document, resultPages.ts),
 * closes.
 */
export type RenderRequest =
  | { kind: 'open'; exportId: number; format: ExportFormat; database: string }
  | { kind: 'page'; exportId: number; statement: Statement; isFirst: boolean }
  | { kind: 'close'; exportId: number }

/** A page as the file's bytes (undefined when it held no result), how many results it held, where it ends. */
export type RenderedPage = { bytes: Uint8Array | undefined; count: number; last: PageKey | undefined }

export type RenderReply = ({ exportId: number } & RenderedPage) | { exportId: number; error: string }

/**
 * Results rendered into one string. A string past ~128 KB is one of V8's large objects, and a
 * page of 250 rendered at once cost 1.6× as much per row as in pieces of 50 (measured on the
 * results benchmark's rows); pieces also keep each piece's garbage small.
 */
const renderBatch = 50

// Exports are bulk work: when chat turns want the CPU too, they go first. On Linux a thread's nice
// value is its own (elsewhere it is the whole process's, so the service's priority is left alone).
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL)

const encoder = new TextEncoder()

/** An open export: how it writes its file, and where its database is. */
type OpenExport = { writer: ExportWriter; database: string }
const openExports = new Map<number, OpenExport>()

/**
 * Connections per database, shared by its exports: two at most, whatever the number of exports at
 * once (one page of each is read at a time), and closed once none of them is open. One lost
 * meanwhile is replaced at the next page; it does not stop the worker.
 */
const pools = new Map<string, pg.Pool>()
function poolFor(database: string) {
  let pool = pools.get(database)
  if (!pool) {
    // Building a page document is the backend's work, as bulk as the rendering, so it too yields to
    // chat turns (two cores, an export under way: chat turns/s, median 720 → 860; longest event-loop delay 74 → 54 ms).
    pools.set(database, (pool = new pg.Pool({ connectionString: database, max: 2, onConnect: lowerBackendPriority })))
    pool.on('error', () => {})
  }
  return pool
}

function closeExport(exportId: number) {
  const closed = openExports.get(exportId)
  openExports.delete(exportId)
  if (!closed || [...openExports.values()].some((open) => open.database === closed.database)) return
  void pools.get(closed.database)?.end().catch(() => {})
  pools.delete(closed.database)
}

/** The page document, read on this thread: a megabyte for 250 results, which never enters the service's heap. */
async function readPage(open: OpenExport, statement: Statement): Promise<string> {
  const { rows } = await poolFor(open.database).query<{ page: string }>(statement.sql, statement.params)
  return rows[0].page
}

function renderPage(writer: ExportWriter, text: string, isFirst: boolean): RenderedPage {
  const { results, last } = parseResultPage(text)
  const pieces: Uint8Array[] = []
  for (let i = 0; i < results.length; i += renderBatch) {
    pieces.push(encoder.encode(writer.page(results.slice(i, i + renderBatch), isFirst && i === 0)))
  }
  if (pieces.length === 0) return { bytes: undefined, count: 0, last }
  // One buffer of its own, handed over to the service rather than copied; one chunk per page, as
  // each chunk is a socket write (a system call) on its way to the client.
  const bytes = new Uint8Array(pieces.reduce((size, piece) => size + piece.byteLength, 0))
  let offset = 0
  for (const piece of pieces) {
    bytes.set(piece, offset)
    offset += piece.byteLength
  }
  return { bytes, count: results.length, last }
}

const port = parentPort!
port.on('message', async (request: RenderRequest) => {
  if (request.kind === 'open') return void openExports.set(request.exportId, { writer: exportWriter(request.format), database: request.database })
  if (request.kind === 'close') return closeExport(request.exportId)
  const open = openExports.get(request.exportId)
  try {
    if (!open) throw new Error(`export ${request.exportId} is not open`)
    const page = renderPage(open.writer, await readPage(open, request.statement), request.isFirst)
    port.postMessage({ exportId: request.exportId, ...page } satisfies RenderReply, page.bytes ? [page.bytes.buffer as ArrayBuffer] : [])
  } catch (error) {
    port.postMessage({ exportId: request.exportId, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply)
  }
})
