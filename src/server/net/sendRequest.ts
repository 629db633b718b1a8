import type { LookupAddress } from 'node:dns'
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { type Readable, pipeline } from 'node:stream'
import zlib from 'node:zlib'
import { HttpTimeoutError, ResponseTooLargeError } from './errors'

/** One request of a possibly redirected exchange, to addresses already vetted. */
export type Hop = {
  url: URL
  method: string
  headers: Record<string, string>
  body?: string | Buffer
  /** The vetted addresses of `url`'s host: the connection goes to one of these and nowhere else. */
  addresses: LookupAddress[]
  /** Epoch ms by which the whole exchange must be done. */
  deadline: number
  timeoutMs: number
  maxResponseBytes: number
  /** `base64` keeps binary bodies (email attachments) intact; `stream` hands the body over unread. */
  read: 'text' | 'base64' | 'stream'
}

export type HopResponse = { status: number; headers: Record<string, string>; body: string; stream?: Readable }

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * Sends one request with node:http(s). The host name stays in the URL (so the Host header, TLS SNI
 * and certificate check use it) while a custom `lookup` pins the connection to the vetted addresses.
 * A redirect's body is not read.
 */
export function sendRequest(hop: Hop): Promise<HopResponse> {
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, hop.addresses)
    else callback(null, hop.addresses[0].address, hop.addresses[0].family)
  }
  const transport = hop.url.protocol === 'https:' ? https : http
  return new Promise<HopResponse>((resolve, reject) => {
    const request = transport.request({
      hostname: hop.url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: hop.url.port || undefined,
      path: `${hop.url.pathname}${hop.url.search}`,
      method: hop.method,
      headers: hop.headers,
      lookup: pinnedLookup,
      // No pooled connection may be reused for another host or address.
      agent: false,
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    const fail = (error: Error) =>
      settle(() => {
        request.destroy()
        reject(error)
      })
    const timer = setTimeout(() => fail(new HttpTimeoutError(hop.timeoutMs)), Math.max(0, hop.deadline - Date.now()))

    request.on('error', fail)
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      const headers = flattenHeaders(response.headers)
      if (REDIRECT_STATUSES.has(status) && headers.location) {
        response.destroy()
        return settle(() => resolve({ status, headers, body: '' }))
      }
      if (hop.read === 'stream') {
        // The caller reads the body at its pace; the deadline covered everything up to the headers.
        return settle(() => resolve({ status, headers, body: '', stream: decompressed(response) }))
      }
      readBytes(response, hop.maxResponseBytes).then(
        (bytes) =>
          settle(() =>
            resolve({ status, headers, body: hop.read === 'base64' ? bytes.toString('base64') : decodeText(bytes, response.headers['content-type']) }),
          ),
        fail,
      )
    })
    request.end(hop.body)
  })
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  return flat
}

/** The body, decompressed, refused past `maxBytes` (before and after decompression). */
async function readBytes(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) throw new ResponseTooLargeError(maxBytes)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of decompressed(response)) {
    size += (chunk as Buffer).length
    if (size > maxBytes) throw new ResponseTooLargeError(maxBytes)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined
  if (!decoder) return response
  // Errors of either stream reach the reader through the decoder.
  return pipeline(response, decoder, () => undefined)
}

function decodeText(bytes: Buffer, contentType: string | undefined): string {
  const charset = /charset="?([^";]+)/i.exec(contentType ?? '')?.[1]
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}
