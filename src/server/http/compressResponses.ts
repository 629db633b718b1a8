import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, compressing costs more time than the bytes it saves. */
export const MIN_BYTES = 1024
/** Answers built per request: JSON and HTML. Assets come precompressed from the build (see staticApp.ts). */
const COMPRESSIBLE = /^(application\/json|text\/html)\b/

/** The encoding to answer with: brotli, else gzip, else none; `q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))
    if (name && !refused) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** Brotli at quality 5 compresses a 1 MB bot document in about the time gzip takes, and smaller. */
export const compressBody = (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer<ArrayBuffer>> =>
  encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipAsync(body)

/**
 * Compresses JSON and HTML answers over 1 KB for clients that accept it. Downloads (a
 * Content-Disposition) and streams are left alone, so the results export still streams row by row.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding') || res.headers.has('Content-Disposition')) return
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) {
      c.header('Vary', 'Accept-Encoding', { append: true })
      return
    }
    const body = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    headers.append('Vary', 'Accept-Encoding')
    if (body.length < MIN_BYTES) return replace(c, new Response(body, { status: res.status, statusText: res.statusText, headers }))
    const compressed = await compressBody(body, encoding)
    headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(compressed.length))
    replace(c, new Response(compressed, { status: res.status, statusText: res.statusText, headers }))
  }
}

/** Hono merges the old answer's headers into a new one (a stale Content-Length among them): clear it first. */
function replace(c: Context, response: Response) {
  c.res = undefined
  c.res = response
}
