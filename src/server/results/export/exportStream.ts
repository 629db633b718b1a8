import type { SQL } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { type PageKey, readResultPage } from '../resultPages'
import type { ExportWriter } from './exportFormats'

/**
 * Results read per query: big enough to be quick, small enough that a page's objects die young.
 * Measured on 100,000 results: at 250 the server's memory stays within ~15 MB of where it started;
 * from 500 on, pages outlive V8's young generation and ~150 MB of garbage piles up in the old one
 * before a full collection; below 250 the export gets slower (more queries) for no memory gained.
 */
const pageSize = 250

/**
 * Results rendered into one string. A string past ~128 KB is one of V8's large objects, and a
 * page of 250 rendered at once cost 1.6× as much per row as in pieces of 50 (measured on the
 * results benchmark's rows); pieces also keep each piece's garbage small.
 */
const renderBatch = 50

const encoder = new TextEncoder()

/**
 * One page as bytes, and where it ends. The page's objects die when this returns: while the
 * client downloads, only the bytes (outside V8's heap) wait. Held across that wait, every young
 * collection copied a whole page (~1.2 MB) and promoted it, which made each collection long and
 * filled the old generation until a full one (issue 16).
 */
async function pageBytes(db: Executor, condition: SQL, after: PageKey | undefined, writer: ExportWriter, isFirstPage: boolean) {
  const { results, last } = await readResultPage(db, condition, after, pageSize, writer.variableIds)
  const pieces: Uint8Array[] = []
  for (let i = 0; i < results.length; i += renderBatch) {
    pieces.push(encoder.encode(writer.page(results.slice(i, i + renderBatch), isFirstPage && i === 0)))
  }
  // One chunk per page: each chunk is a socket write (a system call) on its way to the client.
  return { bytes: pieces.length > 0 ? Buffer.concat(pieces) : undefined, isLast: results.length < pageSize, last }
}

async function* exportPieces(db: Executor, condition: SQL, writer: ExportWriter) {
  yield encoder.encode(writer.start())
  let after: PageKey | undefined
  for (let isFirstPage = true; ; isFirstPage = false) {
    const page = await pageBytes(db, condition, after, writer, isFirstPage)
    if (page.bytes) yield page.bytes
    if (page.isLast) break
    after = page.last
  }
  yield encoder.encode(writer.end())
}

/**
 * The export as a byte stream that reads the next page only when the client has taken the last
 * one: a slow download holds one page in memory, and a closed connection stops the reading.
 */
export function exportStream(db: Executor, condition: SQL, writer: ExportWriter): ReadableStream<Uint8Array> {
  const pieces = exportPieces(db, condition, writer)
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await pieces.next()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        // The status line is long sent: all that is left is to cut the download short.
        console.error('[results] export failed:', error)
        controller.error(error)
      }
    },
    async cancel() {
      await pieces.return(undefined)
    },
  })
}
